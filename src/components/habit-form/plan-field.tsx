/**
 * The habit's if-then plan (docs/domain.md "If-then plan"): one optional field, "When / after ...,
 * I will ...", at most 280 characters. In the short add form (addhabit) and the full form (the
 * habit page's edit). A plan tied to a moment of the day is an implementation intention
 * (Gollwitzer and Sheeran 2006): it makes following through likelier.
 */
import { useLingui } from '@lingui/react/macro';
import { TextAreaField } from '@/components/ui/text-field';
import { PLAN_MAX } from './habit-form-schema';
import type { HabitFormFields } from './use-habit-form';

export function PlanField({ fields: { register, errors } }: { fields: HabitFormFields }) {
  const { t } = useLingui();
  return (
    <TextAreaField
      className="plan-field"
      label={t`If-then plan`}
      optional
      rows={2}
      maxLength={PLAN_MAX}
      placeholder={t`After I pour my morning coffee, I will meditate for two minutes`}
      hint={t`When / after …, I will …: tying the habit to a moment of your day helps it stick.`}
      error={errors.plan?.message}
      {...register('plan')}
    />
  );
}
