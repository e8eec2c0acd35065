<#if plugin.nmae??>yes<#else>no</#if>
