import { useCallback, useState } from 'react';

/** Which of a form's file fields are still uploading: the form is not sent until all are done. */
export function useBusyFields() {
  const [fields, setFields] = useState<Record<string, boolean>>({});
  const busyFor = useCallback(
    (name: string) => (busy: boolean) => setFields((current) => (current[name] === busy ? current : { ...current, [name]: busy })),
    [],
  );
  return { busy: Object.values(fields).some(Boolean), busyFor };
}
