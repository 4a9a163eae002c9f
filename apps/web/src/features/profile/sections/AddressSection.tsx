import { ProfileGate } from '../components/ProfileGate.tsx';
import { ProfileForm } from '../form/ProfileForm.tsx';
import { ADDRESS_FIELDS } from '../sectionFields.ts';

/**
 * Address fields (SPEC §3): country, its area (where it has areas), state, city, neighborhood, address, number,
 * complement, zip.
 */
export function AddressSection() {
  return (
    <ProfileGate>{(profile) => <ProfileForm profile={profile} fieldNames={ADDRESS_FIELDS} />}</ProfileGate>
  );
}
