/**
 * The inline rename form of an own template: name (1..80 characters) and an optional
 * description (at most 500), the database's limits. A refused save keeps what was typed and says
 * why beside the buttons.
 */
import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { describeWriteError } from '@/api/write';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import {
  TEMPLATE_DESCRIPTION_MAX,
  TEMPLATE_NAME_MAX,
  templateFormSchema,
  type TemplateFormInput,
  type TemplateFormValues,
} from '../lib/template-form-schema';

export interface TemplateEditFormProps {
  /** Used in the form's accessible name: "Edit template Sleep". */
  templateName: string;
  defaultValues: TemplateFormInput;
  onSubmit: (values: TemplateFormValues) => Promise<void>;
  onCancel: () => void;
}

export function TemplateEditForm({
  templateName,
  defaultValues,
  onSubmit,
  onCancel,
}: TemplateEditFormProps) {
  const { t } = useLingui();
  const upTo = (max: number) => t`Up to ${max} characters`;
  const nameRef = useRef<HTMLInputElement | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TemplateFormInput, unknown, TemplateFormValues>({
    resolver: zodResolver(templateFormSchema),
    defaultValues,
  });
  const { ref: registerNameRef, ...nameField } = register('name');

  // Opening the editor puts the caret in the name, where the change usually is.
  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setServerError(describeWriteError(error));
    }
  });

  return (
    <form
      className="template-edit-form"
      aria-label={t`Edit template ${templateName}`}
      onSubmit={(e) => void submit(e)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !isSubmitting) {
          e.stopPropagation();
          onCancel();
        }
      }}
      noValidate
    >
      <TextField
        label={t`Template name`}
        autoComplete="off"
        error={errors.name?.message}
        hint={upTo(TEMPLATE_NAME_MAX)}
        ref={(el) => {
          registerNameRef(el);
          nameRef.current = el;
        }}
        {...nameField}
      />
      <TextAreaField
        label={t`Description`}
        optional
        rows={3}
        error={errors.description?.message}
        hint={upTo(TEMPLATE_DESCRIPTION_MAX)}
        {...register('description')}
      />
      {serverError ? (
        <p className="template-form-error" role="alert">
          <Trans>
            <strong>Not saved.</strong> {serverError}
          </Trans>
        </p>
      ) : null}
      <div className="template-form-actions">
        <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={isSubmitting}>
          <Trans>Save changes</Trans>
        </Button>
      </div>
    </form>
  );
}
