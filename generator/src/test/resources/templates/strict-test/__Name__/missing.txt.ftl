Hello ${present}, ${absent}
