/**
 * your-template: the starter template groups (components/template-groups.tsx: a group of habits
 * in one step), the starter templates (no creator, shared by everyone) and the user's own
 * (created_by = the user). "Use template" copies one into a new habit (create_habit_from_template)
 * and opens it; own templates can be renamed and deleted.
 */
import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { describeWriteError } from '@/api/write';
import { ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TemplateIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUserStore } from '@/stores/user-store';
import { useCreateHabitFromTemplate } from '@/api/template-mutations';
import { useDeleteTemplate, useTemplateLists, useUpdateTemplate } from '../api/use-templates';
import { TemplateCard } from '../components/template-card';
import { TemplateGroups } from '../components/template-groups';
import { toTemplatePatch, type TemplateFormValues } from '../lib/template-form-schema';
import type { TemplateTree } from '../lib/template-tree';
import '../templates.css';

export default function TemplatesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Templates`);
  const navigate = useNavigate();
  const userId = useUserStore((s) => s.userId);
  const lists = useTemplateLists(userId);
  const create = useCreateHabitFromTemplate();
  const update = useUpdateTemplate(userId);
  const remove = useDeleteTemplate(userId);
  const [deleting, setDeleting] = useState<TemplateTree | null>(null);
  const [focusOwnHeading, setFocusOwnHeading] = useState(false);
  const ownHeading = useRef<HTMLHeadingElement>(null);

  // After a delete the card (and its button) is gone: focus lands on its section's heading.
  useEffect(() => {
    if (!focusOwnHeading) return;
    ownHeading.current?.focus();
    setFocusOwnHeading(false);
  }, [focusOwnHeading]);

  const onUse = async (tpl: TemplateTree) => {
    try {
      const habitId = await create.mutateAsync(tpl.id);
      const name = tpl.name;
      notifySuccess(t`"${name}" was added to your habits`);
      navigate(paths.habitDetail.build(habitId));
    } catch (error) {
      notifyError(describeWriteError(error));
    }
  };

  const onRename = async (tpl: TemplateTree, values: TemplateFormValues) => {
    // A refusal rejects: the form keeps what was typed and shows why.
    await update.mutateAsync({ id: tpl.id, patch: toTemplatePatch(values) });
    notifySuccess(t`Template saved`);
  };

  const onConfirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      const name = deleting.name;
      notifySuccess(t`"${name}" was deleted`);
      setDeleting(null);
      setFocusOwnHeading(true);
    } catch (error) {
      notifyError(describeWriteError(error));
    }
  };

  const deletingName = deleting?.name;
  const usingId = create.isPending ? create.variables : undefined;
  /** A card's properties: a starter template, or one of the user's own (renamed, deleted). */
  const cardProps = (tpl: TemplateTree, own: boolean) => ({
    template: tpl,
    own,
    using: usingId === tpl.id,
    blocked: usingId !== undefined && usingId !== tpl.id,
    onUse: (tpl: TemplateTree) => void onUse(tpl),
    onRename: own ? onRename : undefined,
    onDelete: own ? setDeleting : undefined,
  });

  return (
    <div className="templates-page">
      <PageHeader
        title={t`Templates`}
        description={t`Start a habit from a ready-made template, or reuse your own. Using one copies it into a new habit you can change freely.`}
      />
      {lists.isPending ? (
        <PageSpinner label={t`Loading templates…`} />
      ) : (
        <>
          <TemplateGroups starters={lists.data?.starters ?? []} />
          <section className="template-section" aria-labelledby="starter-templates-title">
            <h2 className="template-section-title" id="starter-templates-title">
              <Trans>Starter templates</Trans>
            </h2>
            {lists.data && lists.data.starters.length > 0 ? (
              <ul className="template-grid">
                {lists.data.starters.map((tpl) => (
                  <li key={tpl.id}>
                    <TemplateCard {...cardProps(tpl, false)} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="template-note">
                <Trans>
                  The starter templates could not be loaded. Check your connection and open this
                  page again.
                </Trans>
              </p>
            )}
          </section>

          <section className="template-section" aria-labelledby="own-templates-title">
            <h2
              className="template-section-title"
              id="own-templates-title"
              ref={ownHeading}
              tabIndex={-1}
            >
              <Trans>Your templates</Trans>
            </h2>
            {lists.data && lists.data.own.length > 0 ? (
              <ul className="template-grid">
                {lists.data.own.map((tpl) => (
                  <li key={tpl.id}>
                    <TemplateCard {...cardProps(tpl, true)} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="template-empty">
                <span className="template-empty-icon" aria-hidden="true">
                  <TemplateIcon />
                </span>
                <div className="template-empty-text">
                  <p className="template-empty-title">
                    <Trans>No templates of your own yet</Trans>
                  </p>
                  <p>
                    <Trans>
                      Open one of your habits and choose <strong>Save as template</strong>: its
                      questions, scores and consequences are kept here to start new habits from.
                    </Trans>
                  </p>
                  <ButtonLink to={paths.home.build()} variant="secondary">
                    <Trans>Go to your habits</Trans>
                  </ButtonLink>
                </div>
              </div>
            )}
          </section>
        </>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete this template?`}
        confirmLabel={t`Delete template`}
        busy={remove.isPending}
        onConfirm={() => void onConfirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>
          <Trans>
            <strong>{deletingName}</strong> and its questions, options and consequences will be
            deleted. Habits already created from it stay as they are.
          </Trans>
        </p>
      </ConfirmDialog>
    </div>
  );
}
