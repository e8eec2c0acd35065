package dev.stretchy.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Put on the test classpath by scripts/bench-tests.sh (never by the build): appends to $STRETCHY_TEST_CPU_LOG, per
 * top-level test class, the CPU seconds the test JVM and the processes it started and waited for (g++, the driver
 * programs, child JVMs) spent while the class ran, and at the end the whole test JVM's total. CPU, not wall: on a
 * shared machine wall time follows the load, CPU time much less.
 */
public final class TestCpuListener implements TestExecutionListener {
    private final Map<String, long[]> started = new ConcurrentHashMap<>();
    private final String log = System.getenv("STRETCHY_TEST_CPU_LOG");
    private final String module = Path.of(System.getProperty("user.dir")).getFileName().toString();

    @Override
    public void executionStarted(TestIdentifier id) {
        String c = topLevelClass(id);
        if (c != null) started.put(id.getUniqueId(), new long[] {ticks(), System.nanoTime()});
    }

    @Override
    public void executionFinished(TestIdentifier id, TestExecutionResult result) {
        long[] s = started.remove(id.getUniqueId());
        if (s != null) write("class " + module + " " + topLevelClass(id) + " " + seconds(ticks() - s[0]) + " "
                + String.format("%.2f", (System.nanoTime() - s[1]) / 1e9));
    }

    @Override
    public void testPlanExecutionFinished(TestPlan plan) {
        // The JVM's running total, with its pid: a module tested in several JVMs (forkCount) is the sum of their totals.
        write("module " + module + " " + seconds(ticks()) + " " + ProcessHandle.current().pid());
    }

    private static String topLevelClass(TestIdentifier id) {
        if (!id.isContainer() || id.getSource().isEmpty() || !(id.getSource().get() instanceof ClassSource c)) return null;
        return c.getClassName().contains("$") ? null : c.getClassName();
    }

    private static String seconds(long ticks) {
        return String.format("%.2f", ticks / 100.0); // USER_HZ is 100 on Linux
    }

    /** utime + stime + cutime + cstime of this process, from /proc/self/stat (fields 14 to 17), in clock ticks. */
    private static long ticks() {
        try {
            String stat = Files.readString(Path.of("/proc/self/stat"));
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(f[11]) + Long.parseLong(f[12]) + Long.parseLong(f[13]) + Long.parseLong(f[14]);
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    private synchronized void write(String line) {
        if (log == null) return;
        try {
            Files.writeString(Path.of(log), line + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            // a lost line is a gap in a benchmark, not a test failure
        }
    }
}
