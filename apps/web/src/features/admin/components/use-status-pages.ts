import { useState } from 'react';

/** A list narrowed to one status (or none) and read a page at a time: a new status starts at page 1. */
export function useStatusPages<Status extends string>() {
  const [status, setStatus] = useState<Status | ''>('');
  const [page, setPage] = useState(1);
  const chooseStatus = (next: Status | '') => {
    setStatus(next);
    setPage(1);
  };
  return { status, chooseStatus, page, setPage };
}
