/** The id of the JSON block in which a server-rendered page carries the answers it was drawn from. */
export const SERVER_QUERIES_ELEMENT_ID = 'vastra-queries';
