import { CreateGroupScreen } from '@/features/groups';

export function Component() {
  return <CreateGroupScreen />;
}
