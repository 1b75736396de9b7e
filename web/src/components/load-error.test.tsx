import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LoadError } from './load-error';

afterEach(cleanup);

describe('LoadError', () => {
  it("names what failed and refetches on 'Coba Lagi'", () => {
    let retries = 0;
    render(<LoadError message="Data sekolah gagal dimuat." onRetry={() => retries++} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Data sekolah gagal dimuat.');
    expect(alert.textContent).toContain('Periksa koneksi internet Anda');
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(retries).toBe(1);
  });

  it('waits while the retry runs', () => {
    render(<LoadError message="x" onRetry={() => undefined} retrying />);
    expect((screen.getByRole('button', { name: 'Coba Lagi' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
