/** Hands a text file to the browser as a download (a phone offers to open a .vcf in its contacts). */
export function saveFile(file: { fileName: string; content: string }, type: string): void {
  const url = URL.createObjectURL(new Blob([file.content], { type: `${type};charset=utf-8` }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
