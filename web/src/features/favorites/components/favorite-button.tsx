import { Heart } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { paths } from '@web/config/paths';
import { cn } from '@web/lib/cn';
import { useCurrentUser } from '@web/lib/current-user';
import { favoriteStatusQuery, isUnauthorized, useToggleFavorite } from '../api/favorites';
import { goTo } from '../navigate';

/** SPEC §9 redirect delays */
const ANONYMOUS_LOGIN_DELAY_MS = 1000;
const UNAUTHORIZED_LOGIN_DELAY_MS = 500;

const later = (href: string, ms: number) => setTimeout(() => goTo(href), ms);

/**
 * The favourite button of the school page (SPEC §4, §8): outline 'Tambah ke
 * Favorit' or filled 'Favorit', disabled while the user, the status or a
 * change is loading.
 */
export function FavoriteButton({
  schoolId,
  schoolName,
  className,
}: {
  schoolId: number;
  schoolName?: string;
  className?: string;
}) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const { user, isLoading: userLoading } = useCurrentUser();
  const status = useQuery(favoriteStatusQuery(schoolId, !!user));
  const { add, remove, isPending } = useToggleFavorite(schoolId);
  const isFavorite = status.data?.isFavorite ?? false;
  const disabled = userLoading || (!!user && status.isPending) || isPending;

  const onClick = async () => {
    if (!user) {
      toast({
        title: 'Login Required',
        description: 'Anda perlu login untuk menambahkan sekolah ke favorit',
      });
      later(paths.login(here), ANONYMOUS_LOGIN_DELAY_MS);
      return;
    }
    if (isFavorite) {
      try {
        await remove.mutateAsync();
        toast({ title: 'Dihapus dari favorit', description: schoolName });
      } catch (error) {
        if (isUnauthorized(error)) {
          toast({
            title: 'Unauthorized',
            description: 'You need to log in',
            variant: 'destructive',
          });
          later('/api/login', UNAUTHORIZED_LOGIN_DELAY_MS);
        } else {
          toast({
            title: 'Error',
            description: 'Failed to remove from favorites',
            variant: 'destructive',
          });
        }
      }
      return;
    }
    try {
      await add.mutateAsync();
      toast({ title: 'Ditambahkan ke favorit', description: schoolName });
    } catch (error) {
      if (isUnauthorized(error)) {
        toast({
          title: 'Unauthorized',
          description: 'You need to log in to add favorites',
          variant: 'destructive',
        });
        later(paths.login(here), UNAUTHORIZED_LOGIN_DELAY_MS);
      } else {
        toast({
          title: 'Error',
          description: 'Failed to add to favorites',
          variant: 'destructive',
        });
      }
    }
  };

  return (
    <Button
      type="button"
      variant={isFavorite ? 'default' : 'outline'}
      disabled={disabled}
      aria-pressed={isFavorite}
      onClick={() => void onClick()}
      className={className}
    >
      <Heart className={cn(isFavorite && 'fill-current')} aria-hidden="true" />
      {isFavorite ? 'Favorit' : 'Tambah ke Favorit'}
    </Button>
  );
}
