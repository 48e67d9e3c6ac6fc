import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A "back" link with an arrow, at least 44 px tall. */
export function BackLink({
  to,
  children,
  className,
  onClick,
}: {
  to: string;
  children: React.ReactNode;
  className?: string;
  onClick?(event: React.MouseEvent<HTMLAnchorElement>): void;
}) {
  return (
    <Link
      to={to}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-medium text-muted-foreground hover:bg-secondary hover:text-foreground',
        className,
      )}
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
