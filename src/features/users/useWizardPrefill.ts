// Step 1's choice prefills the next steps: a template gives its rights, a profile its rights,
// regulations, sites and teams; always within what the editor holds. From scratch starts empty.
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useGetOne, useNotify } from 'react-admin';
import { referenceResource } from '../../providers/resourceMap';
import { clampRights, templateRights, type RightsValue } from './rights';
import { useEditorRights, useEditorScope, useRightsTemplates, withinScope } from './useUserMeta';
import type { SourceKind } from './wizardSteps';

interface ProfileRecord {
  id: number;
  rights?: RightsValue;
  regulations?: number[];
  factories?: number[];
  teams?: number[];
}

export const useWizardPrefill = () => {
  const { setValue } = useFormContext();
  const notify = useNotify();
  const source = useWatch({ name: 'source' }) as SourceKind;
  const template = useWatch({ name: 'template' }) as string | null;
  const profile = useWatch({ name: 'profile' }) as number | null;
  const limits = useEditorRights();
  const scope = useEditorScope();
  const { data: templates } = useRightsTemplates();
  const { data: profileUser } = useGetOne<ProfileRecord>(
    referenceResource('users') ?? 'users',
    { id: profile ?? 0 },
    // The profile's rights and scope could not be read: the user is told (spec §8, preselection error).
    { enabled: source === 'profile' && profile != null, onError: () => notify('app.errors.preselection', { type: 'error' }) },
  );

  useEffect(() => {
    if (source === 'scratch') setValue('rights', {});
    if (source === 'template' && template && templates) setValue('rights', templateRights(templates, template, limits));
  }, [source, template, templates, limits, setValue]);

  useEffect(() => {
    if (source !== 'profile' || !profileUser || profileUser.id !== profile) return;
    setValue('rights', clampRights(profileUser.rights, limits));
    setValue('regulations', withinScope(profileUser.regulations, scope.regulations));
    setValue('factories', withinScope(profileUser.factories, scope.factories));
    setValue('teams', withinScope(profileUser.teams, []));
  }, [source, profile, profileUser, limits, scope, setValue]);
};
