/**
 * The rename form's rules: the database's checks on habit_template (name 1..80 characters and
 * not blank, description at most 500), so the server rarely refuses what the form accepted.
 * The messages are functions zod calls while parsing: in the language active then.
 */
import { t } from '@lingui/core/macro';
import { z } from 'zod';
import type { HabitTemplatePatch } from '@/api/templates';

export const TEMPLATE_NAME_MAX = 80;
export const TEMPLATE_DESCRIPTION_MAX = 500;

/** Postgres' char_length counts characters (code points), not UTF-16 units as .length does. */
const characters = (s: string) => [...s].length;
/** The habit form's message of a length cap (one message for every cap). */
const atMost = (max: number) => ({ error: () => t`At most ${max} characters` });

export const templateFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => t`Name is required` })
    .refine((s) => characters(s) <= TEMPLATE_NAME_MAX, atMost(TEMPLATE_NAME_MAX)),
  description: z
    .string()
    .trim()
    .refine((s) => characters(s) <= TEMPLATE_DESCRIPTION_MAX, atMost(TEMPLATE_DESCRIPTION_MAX)),
});

export type TemplateFormInput = z.input<typeof templateFormSchema>;
export type TemplateFormValues = z.output<typeof templateFormSchema>;

/** An empty description is stored as null, as create_habit does for habits. */
export function toTemplatePatch(values: TemplateFormValues): HabitTemplatePatch {
  return { name: values.name, description: values.description || null };
}
