fine ${present}
