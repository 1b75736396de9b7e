import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Send, Trash2 } from 'lucide-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { SelectField } from '@web/components/ui/select-field';
import { toast } from '@web/components/ui/use-toast';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { useCurrentUser } from '@web/lib/current-user';
import { createSchoolRequest, invalidateSchoolRequests } from '../api/school-requests';
import { goTo } from '../navigate';
import {
  checkBlocks,
  emptyBlock,
  FAILED_TEXT,
  FAILED_TITLE,
  INCOMPLETE_TEXT,
  INCOMPLETE_TITLE,
  initialBlocks,
  loadRequestSchema,
  LOGIN_REDIRECT_DELAY_MS,
  LOGIN_TEXT,
  LOGIN_TITLE,
  REQUEST_LEVELS,
  SENT_TITLE,
  sentText,
  type RequestBlock,
} from '../request-form';
import { LoginPromptDialog } from './login-prompt-dialog';

type Field = 'requestedSchoolName' | 'educationLevel' | 'city';

function BlockFields({
  block,
  index,
  removable,
  onChange,
  onRemove,
}: {
  block: RequestBlock;
  index: number;
  removable: boolean;
  onChange: (field: Field, value: string) => void;
  onRemove: () => void;
}) {
  const id = (field: string) => `request-${block.key}-${field}`;
  const title = `Sekolah ${index + 1}`;
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between pb-3">
        <CardTitle className="text-base leading-normal">{title}</CardTitle>
        {removable && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={onRemove}
            aria-label={`Hapus ${title}`}
          >
            <Trash2 aria-hidden="true" />
            Hapus
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField
            id={id('name')}
            label="Nama Sekolah"
            placeholder="Contoh: SD Harapan Bangsa"
            value={block.requestedSchoolName}
            onChange={(event) => onChange('requestedSchoolName', event.target.value)}
          />
        </div>
        <SelectField
          label="Jenjang Pendidikan"
          value={block.educationLevel}
          onChange={(event) => onChange('educationLevel', event.target.value)}
        >
          <option value="">Pilih jenjang</option>
          {REQUEST_LEVELS.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </SelectField>
        <FormField
          id={id('city')}
          label="Kota/Kabupaten"
          placeholder="Contoh: Bandung"
          value={block.city}
          onChange={(event) => onChange('city', event.target.value)}
        />
      </CardContent>
    </Card>
  );
}

/**
 * /request-school (SPEC §2, §5, §8): one block per school, every block
 * complete, one POST per block in parallel; blocks that were sent leave the
 * form, so a retry after a partial failure sends only the rest.
 */
export function RequestSchoolForm() {
  const [params] = useSearchParams();
  const [blocks, setBlocks] = useState(() => initialBlocks(params));
  const [sending, setSending] = useState(false);
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => {
    loadRequestSchema().catch(() => undefined);
  }, []);

  const change = (key: number, field: Field, value: string) =>
    setBlocks((current) => current.map((b) => (b.key === key ? { ...b, [field]: value } : b)));

  const loginRequired = () => {
    toast({ title: LOGIN_TITLE, description: LOGIN_TEXT, variant: 'destructive' });
    const here = `${location.pathname}${location.search}`;
    setTimeout(() => goTo(paths.login(here)), LOGIN_REDIRECT_DELAY_MS);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const check = checkBlocks(await loadRequestSchema(), blocks);
      if (!check.ok) {
        toast({ title: INCOMPLETE_TITLE, description: INCOMPLETE_TEXT, variant: 'destructive' });
        return;
      }
      if (user === null) {
        loginRequired();
        return;
      }
      const results = await Promise.allSettled(
        check.payloads.map(({ input }) => createSchoolRequest(input)),
      );
      const sent = new Set(
        check.payloads.filter((_, i) => results[i]!.status === 'fulfilled').map((p) => p.key),
      );
      if (sent.size > 0) void invalidateSchoolRequests(queryClient);
      if (sent.size === results.length) {
        toast({ title: SENT_TITLE, description: sentText(sent.size) });
        void navigate(paths.schoolRequests());
        return;
      }
      setBlocks((current) => current.filter((b) => !sent.has(b.key)));
      const unauthorized = results.some(
        (r) => r.status === 'rejected' && r.reason instanceof ApiError && r.reason.status === 401,
      );
      if (unauthorized) loginRequired();
      else toast({ title: FAILED_TITLE, description: FAILED_TEXT, variant: 'destructive' });
    } catch {
      toast({ title: FAILED_TITLE, description: FAILED_TEXT, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <LoginPromptDialog open={user === null} />
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {blocks.map((block, index) => (
          <BlockFields
            key={block.key}
            block={block}
            index={index}
            removable={blocks.length > 1}
            onChange={(field, value) => change(block.key, field, value)}
            onRemove={() => setBlocks((current) => current.filter((b) => b.key !== block.key))}
          />
        ))}
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
          <Button
            type="button"
            variant="outline"
            onClick={() => setBlocks((current) => [...current, emptyBlock()])}
          >
            <Plus aria-hidden="true" />
            Tambah Sekolah Lain
          </Button>
          <Button type="submit" disabled={sending}>
            <Send aria-hidden="true" />
            {sending ? 'Mengirim...' : 'Kirim Request'}
          </Button>
        </div>
      </form>
    </>
  );
}
