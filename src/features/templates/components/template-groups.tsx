/**
 * "Template groups" on the templates page (docs/domain.md "Template group"): each starter group
 * ("Morning routine") with its description and its templates; "Use group" makes, in one step
 * (create_group_from_template), the user's group of that name with a habit from each template,
 * then opens home. It needs a connection: offline it fails at once and says so.
 */
import { plural, t } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import type { TemplateGroup } from '@/api/template-group';
import { useCreateGroupFromTemplate } from '@/api/template-mutations';
import { describeWriteError, isWriteError } from '@/api/write';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useTemplateGroupList } from '../api/use-templates';
import type { TemplateTree } from '../lib/template-tree';
import './template-groups.css';

const needsConnection = () =>
  t`Using a template group needs a connection. Try again when you are back online.`;

export function TemplateGroups({ starters }: { starters: readonly TemplateTree[] }) {
  const groups = useTemplateGroupList().data ?? [];
  const create = useCreateGroupFromTemplate();
  const navigate = useNavigate();
  const shown = groups
    .map((group) => ({
      group,
      templates: starters.filter((tpl) => tpl.template_group_id === group.id),
    }))
    .filter((g) => g.templates.length > 0);
  if (shown.length === 0) return null;

  const use = async (group: TemplateGroup, count: number) => {
    try {
      if (!navigator.onLine) throw new Error(needsConnection());
      await create.mutateAsync(group.id);
      const name = group.name;
      notifySuccess(
        plural(count, {
          one: `"${name}" was added with # habit`,
          other: `"${name}" was added with # habits`,
        }),
      );
      navigate(paths.home.build());
    } catch (error) {
      const offline = !navigator.onLine || (isWriteError(error) && error.status === 0);
      notifyError(
        offline
          ? needsConnection()
          : error instanceof Error
            ? error.message
            : describeWriteError(error),
      );
    }
  };

  return (
    <section className="template-section" aria-labelledby="template-groups-title">
      <h2 className="template-section-title" id="template-groups-title">
        <Trans>Template groups</Trans>
      </h2>
      <p className="template-groups-hint">
        <Trans>
          A group of habits in one step: it becomes a group of yours, with a habit from each
          template, shown on home under its heading.
        </Trans>
      </p>
      <ul className="template-grid">
        {shown.map(({ group, templates }) => (
          <li key={group.id}>
            <TemplateGroupCard
              group={group}
              templates={templates}
              busy={create.isPending}
              using={create.isPending && create.variables === group.id}
              onUse={() => void use(group, templates.length)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One starter group: its name, description, templates and "Use group". */
function TemplateGroupCard({
  group,
  templates,
  busy,
  using,
  onUse,
}: {
  group: TemplateGroup;
  templates: readonly TemplateTree[];
  busy: boolean;
  using: boolean;
  onUse: () => void;
}) {
  const name = group.name;
  const names = templates.map((tpl) => tpl.name).join(', ');
  return (
    <article
      className="template-group-card"
      aria-labelledby={`template-group-${group.id}`}
      style={{ ['--group-color' as string]: group.color }}
    >
      <h3 className="template-card-title" id={`template-group-${group.id}`}>
        <span className="template-group-dot" aria-hidden="true" /> {name}
      </h3>
      {group.description ? <p className="template-card-description">{group.description}</p> : null}
      <p className="template-card-meta">
        <Plural value={templates.length} one={`# habit: ${names}`} other={`# habits: ${names}`} />
      </p>
      <Button onClick={onUse} loading={using} disabled={busy}>
        <Trans>
          Use group<span className="visually-hidden"> {name}</span>
        </Trans>
      </Button>
    </article>
  );
}
