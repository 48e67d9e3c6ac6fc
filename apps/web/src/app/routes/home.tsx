import { RoleChooser } from '@/features/users/components/role-chooser';

/** / and /home: the role chooser (rulings §3). */
export function Component() {
  return <RoleChooser />;
}
