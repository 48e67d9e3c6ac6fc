import { Link } from 'react-router';

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="flex items-center gap-2 rounded-md text-lg font-extrabold tracking-tight text-foreground" aria-label="Kickoff home">
      <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-lg bg-primary text-xl text-primary-foreground">
        ⚽
      </span>
      <span>Kickoff</span>
    </Link>
  );
}
