import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/states';
import { PageContainer } from './page';
import { t } from '@/lib/i18n';

/** A screen the viewer may not use (a host's or creator's screen, spec §2): "Access Denied" and the way back. */
export function AccessDenied({ description, backTo, backLabel }: { description: string; backTo: string; backLabel: string }) {
  return (
    <PageContainer className="max-w-2xl">
      <EmptyState
        headingLevel={1}
        icon={<ShieldAlert />}
        title={t('Access Denied')}
        description={description}
        action={
          <Button asChild variant="outline">
            <Link to={backTo}>{backLabel}</Link>
          </Button>
        }
      />
    </PageContainer>
  );
}
