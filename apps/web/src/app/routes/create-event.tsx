import { CreateEventScreen } from '@/features/events';

export function Component() {
  return <CreateEventScreen />;
}
