/**
 * The playground toolbar's ways out of and into the page: the clipboard, a
 * download, a file picked by the reader. Browser APIs, called from event
 * handlers only.
 */

/** Copies `text`; falls back to a hidden text area where the Clipboard API is missing or refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    // execCommand is deprecated but is the one way left when the Clipboard API is refused (no permission, http).
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

/** Saves `text` as a file named `name`. */
export function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns: revoking at once can cancel it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The largest file the playground imports: larger ones would make the editors and the viewer crawl. */
export const importLimitBytes = 5 * 1024 * 1024;

export type ImportedText = { ok: true; text: string } | { ok: false; message: string };

/** A file's text, or why it was not read, in the page's language (`words`: a theme string by id). */
export async function readTextFile(
  file: File,
  words: (id: string, values?: Record<string, string | number>) => string,
): Promise<ImportedText> {
  if (file.size > importLimitBytes) {
    return {
      ok: false,
      message: words('sitegen.playground.fileTooLarge', {
        file: file.name,
        size: (file.size / 1024 / 1024).toFixed(1),
      }),
    };
  }
  try {
    return { ok: true, text: await file.text() };
  } catch (error) {
    return {
      ok: false,
      message: words('sitegen.playground.fileUnreadable', {
        file: file.name,
        error: error instanceof Error ? error.message : String(error),
      }),
    };
  }
}
