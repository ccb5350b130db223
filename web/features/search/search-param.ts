/** The search's own query parameter: `/recherche?q=aéroport&page=2`. */
export const SEARCH_PARAM = "q";
