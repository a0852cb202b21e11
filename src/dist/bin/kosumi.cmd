@echo off
rem Starts Kosumi, the Go engine: GTP on stdin/stdout by default, or a subcommand (kosumi --help
rem lists them). Point a GUI (Sabaki, GoGui, Lizzie) or gogui-twogtp at this file.
rem
rem Java 17 or newer: %JAVA_HOME%\bin\java.exe when JAVA_HOME is set, else java from the PATH.
rem The java command line is: the options in lib\jvm.options, then JAVA_OPTS (these come later,
rem so they win), then -jar lib\kosumi.jar and the arguments. Messages go to stderr: stdout
rem belongs to the GTP protocol. No parenthesised blocks, so a path with ( ) in it, such as
rem C:\Program Files (x86), cannot break the script.
setlocal

set "KOSUMI_HOME=%~dp0.."
set "KOSUMI_JAR=%KOSUMI_HOME%\lib\kosumi.jar"
if exist "%KOSUMI_JAR%" goto findJava
echo kosumi: "%KOSUMI_JAR%" is missing: unpack the whole Kosumi archive, bin and lib side by side 1>&2
exit /b 1

:findJava
if not defined JAVA_HOME goto javaFromPath
set "KOSUMI_JAVA=%JAVA_HOME%\bin\java.exe"
if exist "%KOSUMI_JAVA%" goto checkVersion
echo kosumi: JAVA_HOME is "%JAVA_HOME%" but "%KOSUMI_JAVA%" is not there; point JAVA_HOME at a Java 17+ installation, or unset it to use java from the PATH 1>&2
exit /b 1

:javaFromPath
set "KOSUMI_JAVA=java"
where java >nul 2>nul
if not errorlevel 1 goto checkVersion
echo kosumi: no Java found: install a Java runtime, JDK or JRE, 17 or newer, then put java on the PATH or set JAVA_HOME 1>&2
exit /b 1

:checkVersion
rem A version before 17 prints: version "1.8.0_...", version "9...", or version "10" to "16".
"%KOSUMI_JAVA%" -version 2>&1 | findstr /r /c:"version \"1\.[0-9]" /c:"version \"9[.\"]" /c:"version \"1[0-6][.\"]" /c:"version \"1[0-6]-" >nul
if errorlevel 1 goto run
echo kosumi: Kosumi needs Java 17 or newer, but "%KOSUMI_JAVA%" is older: 1>&2
"%KOSUMI_JAVA%" -version
echo kosumi: install Java 17+ and put it on the PATH or set JAVA_HOME to it 1>&2
exit /b 1

:run
"%KOSUMI_JAVA%" "@%KOSUMI_HOME%\lib\jvm.options" %JAVA_OPTS% -jar "%KOSUMI_JAR%" %*
exit /b %ERRORLEVEL%
