import { toast } from '@web/components/ui/use-toast';
import { serverText } from '@web/lib/server-text';
import { downloadSubmissionFile } from '../api/submissions';

/** SPEC §8 file download toasts. */
const DOWNLOAD_FAILED = 'Gagal mendownload file. Silakan coba lagi.';

export async function downloadWithToast(submissionId: number, index: number, name: string) {
  try {
    await downloadSubmissionFile(submissionId, index, name);
    toast({ title: 'Download Berhasil', description: name });
  } catch (error) {
    toast({
      title: 'Download Gagal',
      description: serverText(error, DOWNLOAD_FAILED),
      variant: 'destructive',
    });
  }
}
