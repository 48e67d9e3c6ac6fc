import { RoleChooser } from '@/features/users';

/** / and /home: the role chooser (rulings §3). */
export function Component() {
  return <RoleChooser />;
}
