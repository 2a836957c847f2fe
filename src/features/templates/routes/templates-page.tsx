/**
 * your-template: the starter templates (no creator, shared by everyone) and the user's own
 * (created_by = the user). "Use template" copies one into a new habit (create_habit_from_template)
 * and opens it; own templates can be renamed and deleted.
 */
import { useEffect, useRef, useState } from 'react';
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
import { toTemplatePatch, type TemplateFormValues } from '../lib/template-form-schema';
import type { TemplateTree } from '../lib/template-tree';
import '../templates.css';

export default function TemplatesPage() {
  useDocumentTitle('Templates');
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

  const onUse = async (t: TemplateTree) => {
    try {
      const habitId = await create.mutateAsync(t.id);
      notifySuccess(`"${t.name}" was added to your habits`);
      navigate(paths.habitDetail.build(habitId));
    } catch (error) {
      notifyError(describeWriteError(error));
    }
  };

  const onRename = async (t: TemplateTree, values: TemplateFormValues) => {
    // A refusal rejects: the form keeps what was typed and shows why.
    await update.mutateAsync({ id: t.id, patch: toTemplatePatch(values) });
    notifySuccess('Template saved');
  };

  const onConfirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess(`"${deleting.name}" was deleted`);
      setDeleting(null);
      setFocusOwnHeading(true);
    } catch (error) {
      notifyError(describeWriteError(error));
    }
  };

  const usingId = create.isPending ? create.variables : undefined;
  /** A card's properties: a starter template, or one of the user's own (renamed, deleted). */
  const cardProps = (t: TemplateTree, own: boolean) => ({
    template: t,
    own,
    using: usingId === t.id,
    blocked: usingId !== undefined && usingId !== t.id,
    onUse: (tpl: TemplateTree) => void onUse(tpl),
    onRename: own ? onRename : undefined,
    onDelete: own ? setDeleting : undefined,
  });

  return (
    <div className="templates-page">
      <PageHeader
        title="Templates"
        description="Start a habit from a ready-made template, or reuse your own. Using one copies it into a new habit you can change freely."
      />
      {lists.isPending ? (
        <PageSpinner label="Loading templates…" />
      ) : (
        <>
          <section className="template-section" aria-labelledby="starter-templates-title">
            <h2 className="template-section-title" id="starter-templates-title">
              Starter templates
            </h2>
            {lists.data && lists.data.starters.length > 0 ? (
              <ul className="template-grid">
                {lists.data.starters.map((t) => (
                  <li key={t.id}>
                    <TemplateCard {...cardProps(t, false)} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="template-note">
                The starter templates could not be loaded. Check your connection and open this page
                again.
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
              Your templates
            </h2>
            {lists.data && lists.data.own.length > 0 ? (
              <ul className="template-grid">
                {lists.data.own.map((t) => (
                  <li key={t.id}>
                    <TemplateCard {...cardProps(t, true)} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="template-empty">
                <span className="template-empty-icon" aria-hidden="true">
                  <TemplateIcon />
                </span>
                <div className="template-empty-text">
                  <p className="template-empty-title">No templates of your own yet</p>
                  <p>
                    Open one of your habits and choose <strong>Save as template</strong>: its
                    questions, scores and consequences are kept here to start new habits from.
                  </p>
                  <ButtonLink to={paths.home.build()} variant="secondary">
                    Go to your habits
                  </ButtonLink>
                </div>
              </div>
            )}
          </section>
        </>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title="Delete this template?"
        confirmLabel="Delete template"
        busy={remove.isPending}
        onConfirm={() => void onConfirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>
          <strong>{deleting?.name}</strong> and its questions, options and consequences will be
          deleted. Habits already created from it stay as they are.
        </p>
      </ConfirmDialog>
    </div>
  );
}
