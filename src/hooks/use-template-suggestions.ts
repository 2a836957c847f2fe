/**
 * The templates a new habit can start from (components/template-suggestions.tsx lists them): the
 * starters of the app's language and the user's own, each as a tree with its questions and
 * consequences.
 */
import { useQuery } from '@tanstack/react-query';
import { allTemplateTrees } from '@/api/template-trees';
import { templateQueries } from '@/api/templates-queries';
import { useUserStore } from '@/stores/user-store';
import { useActiveLocale } from './use-active-locale';

export function useTemplateSuggestions() {
  const userId = useUserStore((s) => s.userId);
  const locale = useActiveLocale();
  return useQuery({ ...templateQueries.lists(userId, locale), select: allTemplateTrees });
}
