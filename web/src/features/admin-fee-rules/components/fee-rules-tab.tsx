import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, RotateCcw, Square } from 'lucide-react';
import type { AdminFeeRule, FeeRuleInput } from '@core/contracts/fee-rules';
import { RULE_KIND_LABELS, RULE_STATUS_LABELS } from '@core/fee-rule-labels';
import { effectiveLabel, EVIDENCE_LABELS } from '@core/fee-rule-texts';
import { formatNumber } from '@core/format';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Dialog, DialogContent, DialogTitle } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { feeRulesQuery, useRetireFeeRule, useSaveFeeRule } from '../api/fee-rules';
import { RuleForm } from './rule-form';

const SAVED_TEXT = 'Aturan disimpan. Sekolah yang tercakup sedang diperbarui.';

function where(rule: AdminFeeRule): string {
  const place =
    rule.scope === 'national' ? 'Nasional' : `Provinsi ${rule.provinceName ?? rule.provinceCode}`;
  const levels = rule.levels.includes('all') ? 'semua jenjang' : rule.levels.join(', ');
  return `${place} · ${levels} · ${RULE_STATUS_LABELS[rule.status]}`;
}

function RuleItem({ rule, onEdit }: { rule: AdminFeeRule; onEdit: (rule: AdminFeeRule) => void }) {
  const retire = useRetireFeeRule();
  const retired = rule.retiredAt !== null;
  const toggle = async () => {
    try {
      await retire.mutateAsync({ id: rule.id, retired: !retired });
      toast({
        title: 'Berhasil',
        description: retired ? `Aturan ${rule.id} berlaku lagi` : `Aturan ${rule.id} dihentikan`,
      });
    } catch {
      toast({ title: 'Gagal', description: 'Aturan gagal diubah.', variant: 'destructive' });
    }
  };
  const since = effectiveLabel(rule);
  return (
    <li className="grid gap-2 border-b border-slate-100 py-4 last:border-b-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">
            <span className="mr-2 font-mono text-xs text-slate-600">{rule.id}</span>
            {rule.title}
          </h3>
          <p className="text-sm text-slate-600">{where(rule)}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="secondary">{RULE_KIND_LABELS[rule.kind]}</Badge>
          {retired ? (
            <Badge variant="warning">Dihentikan</Badge>
          ) : (
            <Badge variant="success">{formatNumber(rule.schools)} sekolah</Badge>
          )}
        </div>
      </div>
      <p className="text-sm text-slate-900">{rule.summary}</p>
      <p className="text-xs text-slate-600">
        {[
          since,
          `Bukti: ${EVIDENCE_LABELS[rule.evidence]}`,
          rule.origin === 'admin' ? 'diubah admin' : 'dari berkas data',
        ]
          .filter(Boolean)
          .join(' · ')}
        {rule.listedSchools > 0 &&
          ` · hanya ${formatNumber(rule.listedSchools)} NPSN yang terdaftar`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => onEdit(rule)}
          aria-label={`Ubah aturan ${rule.id}`}
        >
          <Pencil aria-hidden="true" />
          Ubah
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void toggle()}
          disabled={retire.isPending}
          aria-label={`${retired ? 'Berlakukan lagi' : 'Hentikan'} aturan ${rule.id}`}
        >
          {retired ? <RotateCcw aria-hidden="true" /> : <Square aria-hidden="true" />}
          {retired ? 'Berlakukan lagi' : 'Hentikan'}
        </Button>
      </div>
    </li>
  );
}

/**
 * Admin tab 'Aturan Biaya' (issue 20): the national and provincial rules that
 * fix, or leave open, the fees of whole classes of schools. Every change is
 * audited and reaches every school the rule covers (search, listings, pages).
 */
export default function FeeRulesTab() {
  const rules = useQuery(feeRulesQuery());
  const save = useSaveFeeRule();
  const [editing, setEditing] = useState<AdminFeeRule | 'new' | null>(null);
  const onSave = async (input: FeeRuleInput) => {
    const id = editing && editing !== 'new' ? editing.id : null;
    await save.mutateAsync({ id, rule: input });
    setEditing(null);
    toast({ title: 'Berhasil', description: SAVED_TEXT });
  };
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <CardTitle>Aturan Biaya</CardTitle>
          <p className="mt-1 text-sm text-slate-600">
            Aturan nasional dan provinsi yang menetapkan atau membuka biaya sekolah. Biaya sekolah
            sendiri selalu didahulukan; jenis biaya yang tidak disebut aturan tetap belum diketahui.
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Tambah Aturan
        </Button>
      </CardHeader>
      <CardContent>
        {rules.isPending ? (
          <p className="text-sm text-slate-600">Memuat...</p>
        ) : rules.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Gagal memuat aturan biaya
          </p>
        ) : (
          <ul aria-label="Daftar aturan biaya">
            {rules.data.map((rule) => (
              <RuleItem key={rule.id} rule={rule} onEdit={setEditing} />
            ))}
          </ul>
        )}
      </CardContent>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-w-2xl">
          <DialogTitle>
            {editing === 'new' ? 'Tambah aturan biaya' : `Ubah aturan ${editing?.id ?? ''}`}
          </DialogTitle>
          {editing !== null && (
            <RuleForm
              key={editing === 'new' ? 'new' : editing.id}
              rule={editing === 'new' ? null : editing}
              onSave={onSave}
              onCancel={() => setEditing(null)}
            />
          )}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
