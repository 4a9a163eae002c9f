import { ProfileGate } from '../components/ProfileGate.tsx';
import { ProfileForm } from '../form/ProfileForm.tsx';
import { MY_DATA_FIELDS } from '../sectionFields.ts';

/** Identity fields (SPEC §3): names, birthday, gender, marital status, children, profession, painter, disability. */
export function MyDataSection() {
  return (
    <ProfileGate>{(profile) => <ProfileForm profile={profile} fieldNames={MY_DATA_FIELDS} />}</ProfileGate>
  );
}
