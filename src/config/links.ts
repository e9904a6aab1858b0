/** The library's source repository, linked from the header and the pages. */
export const SOURCE_REPOSITORY_URL = 'https://github.com/react-sfx/react-sfx';
