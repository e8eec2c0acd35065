line one
<#if present>unclosed
