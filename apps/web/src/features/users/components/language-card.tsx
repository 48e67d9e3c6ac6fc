/** The profile's language setting (issue 30): the same switch as the footer's, saved to the profile for every device. */
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Card, CardContent } from '@/components/ui/card';
import { t } from '@/lib/i18n';

export function LanguageCard() {
  return (
    <Card className="mt-6">
      <CardContent className="grid gap-3 pt-6">
        <div>
          <h2 className="text-lg font-semibold">{t('Language')}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('Kickoff speaks to you in this language on every device, in emails and notifications too.')}</p>
        </div>
        <LanguageSwitch />
      </CardContent>
    </Card>
  );
}
