import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { GalleryImage } from '@core/contracts/gallery';
import { createQueryClient } from '@web/lib/query-client';
import { galleryQuery } from '../api/gallery';
import { Gallery } from './gallery';

afterEach(cleanup);

const IMAGES: GalleryImage[] = [
  {
    id: 1,
    objectPath: '7/kelas.png',
    fileName: 'kelas.png',
    description: 'Ruang kelas',
    variants: [],
  },
  {
    id: 2,
    objectPath: '7/lapangan.png',
    fileName: 'lapangan.png',
    description: 'Lapangan',
    variants: [],
  },
  { id: 3, objectPath: '7/perpus.png', fileName: 'perpus.png', description: null, variants: [] },
];

/** The gallery with its images already loaded (no network in these tests). */
function renderGallery(images: GalleryImage[]) {
  const client = createQueryClient();
  client.setQueryData(galleryQuery(7).queryKey, images);
  const view = render(
    <QueryClientProvider client={client}>
      <Gallery schoolId={7} schoolName="SD Uji" />
    </QueryClientProvider>,
  );
  return { ...view, user: userEvent.setup() };
}

const shownImage = () => screen.getByRole('dialog').querySelector('img')!.getAttribute('src');

describe('Gallery', () => {
  it('renders nothing when the school has no images', () => {
    const { container } = renderGallery([]);
    expect(container.innerHTML).toBe('');
  });

  it('shows lazy thumbnails, one button per image', () => {
    renderGallery(IMAGES);
    const buttons = screen.getAllByRole('button', { name: /^Buka gambar/ });
    expect(buttons).toHaveLength(3);
    expect(buttons[0]!.getAttribute('aria-label')).toBe('Buka gambar 1 dari 3: Ruang kelas');
    expect(buttons[2]!.getAttribute('aria-label')).toBe('Buka gambar 3 dari 3: perpus.png');
    for (const img of document.querySelectorAll('img')) {
      expect(img.getAttribute('loading')).toBe('lazy');
    }
  });

  it('opens at the clicked image, wraps with the arrow keys, closes on Escape and refocuses', async () => {
    const { user } = renderGallery(IMAGES);
    const third = screen.getByRole('button', { name: /^Buka gambar 3/ });
    await user.click(third);
    await screen.findByRole('dialog', {}, { timeout: 10_000 }); // first use loads the viewer chunk
    expect(screen.getByText('3 / 3')).toBeTruthy();
    expect(shownImage()).toBe('/gallery-images/7/perpus.png');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('1 / 3')).toBeTruthy();
    expect(shownImage()).toBe('/gallery-images/7/kelas.png');
    // the description lies over the image
    expect(screen.getByRole('dialog').querySelector('figcaption')?.textContent).toBe('Ruang kelas');

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('3 / 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Gambar berikutnya' }));
    expect(screen.getByText('1 / 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Gambar sebelumnya' }));
    expect(screen.getByText('3 / 3')).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Radix hands focus back on the next tick
    await waitFor(() => expect(document.activeElement).toBe(third));
  });

  it('shows no counter and no arrows for a single image', async () => {
    const { user } = renderGallery(IMAGES.slice(0, 1));
    await user.click(screen.getByRole('button', { name: /^Buka gambar 1/ }));
    await screen.findByRole('dialog', {}, { timeout: 10_000 }); // first use loads the viewer chunk
    expect(screen.queryByText('1 / 1')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Gambar berikutnya' })).toBeNull();
  });
});
