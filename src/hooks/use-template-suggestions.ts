/**
 * The templates a new habit can start from (components/template-suggestions.tsx lists them): the
 * starters and the user's own, each as a tree with its questions and consequences.
 */
import { useQuery } from '@tanstack/react-query';
import { allTemplateTrees } from '@/api/template-trees';
import { templateQueries } from '@/api/templates-queries';
import { useUserStore } from '@/stores/user-store';

export function useTemplateSuggestions() {
  const userId = useUserStore((s) => s.userId);
  return useQuery({ ...templateQueries.lists(userId), select: allTemplateTrees });
}
