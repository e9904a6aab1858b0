import { fetchSoundBlob, type LibrarySoundName } from 'react-sfx';

// The file as the library fetches it: the self-hosted copy when there is one, else the CDN.
export async function downloadSound(name: LibrarySoundName): Promise<void> {
  const blob = await fetchSoundBlob(name);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name.slice(name.indexOf('/') + 1)}.mp3`; // 'ui/copy' -> 'copy.mp3'
  link.click();
  URL.revokeObjectURL(url);
}
