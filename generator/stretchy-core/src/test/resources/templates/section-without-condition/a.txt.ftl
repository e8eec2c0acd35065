<#import "/partials/unreal/parameters.ftl" as param>
<@param.properties values=parameters.at("velocityStretch.impact") category="Velocity Stretch|Impact"/>
