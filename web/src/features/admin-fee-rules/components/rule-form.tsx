import { useId, useState, type FormEvent } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  feeRuleInputSchema,
  RULE_LEVEL_CHOICES,
  type AdminFeeRule,
  type FeeRuleInput,
} from '@core/contracts/fee-rules';
import {
  AMOUNT_KIND_LABELS,
  RULE_ITEM_LABELS,
  RULE_KIND_LABELS,
  RULE_SCOPE_LABELS,
  RULE_STATUS_LABELS,
} from '@core/fee-rule-labels';
import { EVIDENCE_LABELS } from '@core/fee-rule-texts';
import {
  AMOUNT_KINDS,
  RULE_EVIDENCE,
  RULE_ITEMS,
  RULE_KINDS,
  RULE_SCOPES,
  RULE_STATUSES,
} from '@core/fee-rules';
import { Button } from '@web/components/ui/button';
import { FormField, FormSelect, FormTextarea } from '@web/components/ui/form-field';
import { provincesQuery } from '@web/lib/regions';
import { serverText } from '@web/lib/server-text';

const SAVE_FAILED = 'Aturan gagal disimpan. Periksa isian lalu coba lagi.';

type FormInput = z.input<typeof feeRuleInputSchema>;

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

function startValues(rule: AdminFeeRule | null): FormInput {
  return {
    scope: rule?.scope ?? 'national',
    provinceCode: rule?.provinceCode ?? '',
    levels: (rule?.levels ?? []) as FormInput['levels'],
    status: rule?.status ?? 'negeri',
    kind: rule?.kind ?? 'no_spp',
    items: rule?.items ?? [],
    amountKind: rule?.amountKind ?? 'zero',
    amount: rule?.amount ?? null,
    title: rule?.title ?? '',
    instrument: rule?.instrument ?? '',
    effectiveFrom: rule?.effectiveFrom ?? '',
    evidence: rule?.evidence ?? 'regulation_text',
    sources: rule?.sources ?? '',
    note: rule?.note ?? '',
    explanation: rule?.explanation ?? '',
  };
}

function Choices({
  legend,
  options,
  labels,
  error,
  register,
}: {
  legend: string;
  options: readonly string[];
  labels: Record<string, string>;
  error?: string;
  register: UseFormRegisterReturn;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-1.5">
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-1.5 text-sm text-slate-800">
            <input
              type="checkbox"
              value={option}
              className="size-4 accent-brand-600"
              aria-describedby={error ? `${id}-error` : undefined}
              {...register}
            />
            {labels[option] ?? option}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

const LEVEL_LABELS: Record<string, string> = { all: 'Semua jenjang' };

/**
 * A fee rule's facts as a site admin edits them: where it applies (scope,
 * levels as the registry names them, Negeri/Swasta), what it says (kind,
 * items, amount or cap), on what it rests (instrument, effective date,
 * evidence, sources) and, optionally, the sentence parents read.
 */
export function RuleForm({
  rule,
  onSave,
  onCancel,
}: {
  rule: AdminFeeRule | null;
  onSave: (input: FeeRuleInput) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FeeRuleInput>({
    resolver: zodResolver(feeRuleInputSchema),
    defaultValues: startValues(rule),
  });
  const { errors, isSubmitting } = form.formState;
  const [scope, amountKind] = useWatch({ control: form.control, name: ['scope', 'amountKind'] });
  const provinces = useQuery(provincesQuery());

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    void form.handleSubmit(async (input) => {
      setFailure(null);
      try {
        await onSave(input);
      } catch (error) {
        setFailure(serverText(error, SAVE_FAILED));
      }
    })(event);
  };
  const field = (name: string) => `${id}-${name}`;

  return (
    <form noValidate onSubmit={submit} aria-label="Form aturan biaya" className="grid gap-4">
      <FormField
        id={field('title')}
        label="Nama singkat (tampil setelah 'Aturan:')"
        error={errors.title?.message}
        {...form.register('title')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormSelect id={field('scope')} label="Cakupan" {...form.register('scope')}>
          {RULE_SCOPES.map((value) => (
            <option key={value} value={value}>
              {RULE_SCOPE_LABELS[value]}
            </option>
          ))}
        </FormSelect>
        <FormSelect
          id={field('province')}
          label="Provinsi"
          disabled={scope !== 'province'}
          error={errors.provinceCode?.message}
          {...form.register('provinceCode', { setValueAs: emptyToNull })}
        >
          <option value="">Pilih provinsi</option>
          {(provinces.data ?? []).map((province) => (
            <option key={province.id} value={province.id}>
              {province.name}
            </option>
          ))}
        </FormSelect>
        <FormSelect id={field('status')} label="Status sekolah" {...form.register('status')}>
          {RULE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {RULE_STATUS_LABELS[value]}
            </option>
          ))}
        </FormSelect>
      </div>
      <Choices
        legend="Jenjang (bentuk pendidikan di registri)"
        options={RULE_LEVEL_CHOICES}
        labels={LEVEL_LABELS}
        error={errors.levels?.message}
        register={form.register('levels')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect id={field('kind')} label="Jenis aturan" {...form.register('kind')}>
          {RULE_KINDS.map((value) => (
            <option key={value} value={value}>
              {RULE_KIND_LABELS[value]}
            </option>
          ))}
        </FormSelect>
        <FormSelect id={field('evidence')} label="Bukti" {...form.register('evidence')}>
          {RULE_EVIDENCE.map((value) => (
            <option key={value} value={value}>
              {EVIDENCE_LABELS[value]}
            </option>
          ))}
        </FormSelect>
      </div>
      <Choices
        legend="Jenis biaya yang diatur"
        options={RULE_ITEMS}
        labels={RULE_ITEM_LABELS}
        error={errors.items?.message}
        register={form.register('items')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormSelect id={field('amountKind')} label="Jumlah" {...form.register('amountKind')}>
          {AMOUNT_KINDS.map((value) => (
            <option key={value} value={value}>
              {AMOUNT_KIND_LABELS[value]}
            </option>
          ))}
        </FormSelect>
        <FormField
          id={field('amount')}
          label="Batas per bulan (Rp)"
          inputMode="numeric"
          disabled={amountKind !== 'cap'}
          error={errors.amount?.message}
          {...form.register('amount', {
            setValueAs: (value: unknown) =>
              value === '' || value === null || value === undefined ? null : Number(value),
          })}
        />
        <FormField
          id={field('effectiveFrom')}
          label="Berlaku sejak"
          type="date"
          error={errors.effectiveFrom?.message}
          {...form.register('effectiveFrom', { setValueAs: emptyToNull })}
        />
      </div>
      <FormTextarea
        id={field('instrument')}
        label="Dasar aturan (nomor dan pasal)"
        rows={2}
        error={errors.instrument?.message}
        {...form.register('instrument')}
      />
      <FormTextarea
        id={field('sources')}
        label="Sumber (pisahkan dengan ;)"
        rows={2}
        error={errors.sources?.message}
        {...form.register('sources')}
      />
      <FormTextarea
        id={field('explanation')}
        label="Penjelasan untuk orang tua (opsional; kosong: disusun dari aturan)"
        rows={2}
        error={errors.explanation?.message}
        {...form.register('explanation')}
      />
      <FormTextarea
        id={field('note')}
        label="Catatan internal (opsional)"
        rows={2}
        error={errors.note?.message}
        {...form.register('note')}
      />
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Batal
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Menyimpan...' : 'Simpan Aturan'}
        </Button>
      </div>
    </form>
  );
}
