@echo off
rem Stretchy distribution launcher for Windows. Needs a Java 17+ runtime: <home>\runtime if the archive carries
rem one, else %JAVA_HOME%, else java on the PATH. lib\vulkan (the Vulkan backend and LWJGL) is optional.
setlocal
set "STRETCHY_HOME=%~dp0.."
set "JAVA_EXE=java"
if exist "%STRETCHY_HOME%\runtime\bin\java.exe" (
  set "JAVA_EXE=%STRETCHY_HOME%\runtime\bin\java.exe"
) else if defined JAVA_HOME (
  set "JAVA_EXE=%JAVA_HOME%\bin\java.exe"
)
"%JAVA_EXE%" -version >nul 2>&1
if errorlevel 1 (
  echo stretchy: no Java runtime found: install a JDK or JRE 17 or newer, or set JAVA_HOME 1>&2
  exit /b 3
)
set "CP=%STRETCHY_HOME%\lib\*"
if exist "%STRETCHY_HOME%\lib\vulkan" set "CP=%CP%;%STRETCHY_HOME%\lib\vulkan\*"
"%JAVA_EXE%" -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -XX:CompileThresholdScaling=2 %JAVA_OPTS% "-Dstretchy.home=%STRETCHY_HOME%" -cp "%CP%" dev.stretchy.cli.StretchyCli %*
exit /b %ERRORLEVEL%
