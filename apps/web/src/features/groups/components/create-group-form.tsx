/** /create-group 'Create Community Group' (spec §2, §5): success and Cancel both go to /groups. */
import { t } from '@/lib/i18n';
import { Link, useNavigate } from 'react-router';
import { BackLink } from '@/components/layout/back-link';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useCreateGroup } from '../api/create-group';
import { GroupFormFields } from './group-form-fields';
import { onInvalidGroupForm, useGroupForm } from './use-group-form';

export function CreateGroupScreen() {
  const navigate = useNavigate();
  const { form, image, setImage } = useGroupForm();
  const createGroup = useCreateGroup();

  const submit = form.handleSubmit(
    (values) => createGroup.mutate({ values, image }, { onSuccess: (group) => navigate(paths.group(group.id)) }),
    onInvalidGroupForm,
  );

  return (
    <PageContainer className="max-w-2xl">
      <BackLink to={paths.groups} className="-ml-2 mb-4">
        {t('Back to Groups')}
      </BackLink>
      <PageHeader title={t('Create Community Group')} description={t('Bring your players together: one place for your crew, games and chat.')} />
      <Card>
        <CardContent className="pt-6">
          <form noValidate onSubmit={submit} className="grid gap-6" aria-label={t('Create Community Group')}>
            <GroupFormFields form={form} idPrefix="create-group" image={image} onImageChange={setImage} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button asChild variant="outline">
                <Link to={paths.groups}>{t('Cancel')}</Link>
              </Button>
              <Button type="submit" disabled={createGroup.isPending}>
                {createGroup.isPending ? t('Creating...') : t('Create Group')}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
