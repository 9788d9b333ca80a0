package io.opencab.app.verify;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;

/**
 * A JVM started by {@link LaunchRoutesTest}: loads SQLite's native library as the cabinet does when it
 * opens its store, then prints whether the test agent ran and each problem {@link JvmLaunch} finds
 * against the image command line of the image at {@code args[0]} (every file of it counted as listed);
 * with {@code wait} it then says {@code ready} and waits for its standard input to close.
 */
public final class LaunchProbe {
    private LaunchProbe() {
    }

    public static void main(String[] args) throws Exception {
        Path root = Path.of(args[0]).toRealPath();
        org.sqlite.SQLiteJDBCLoader.initialize();
        Set<String> files = new HashSet<>();
        try (Stream<Path> s = Files.walk(root)) {
            s.filter(Files::isRegularFile).forEach(p -> files.add(ComponentBytes.relative(root, p)));
        }
        JvmLaunch launch = JvmLaunch.current();
        System.out.println("agent " + System.getProperty(TestAgent.MARK, "none"));
        for (String p : launch.problems(root, Path.of(System.getProperty("java.home")).toRealPath(), files)) {
            System.out.println("problem " + p);
        }
        if (args.length > 1 && args[1].equals("wait")) {
            System.out.println("ready");
            System.out.flush();
            waitForEnd();
        }
    }

    private static void waitForEnd() throws IOException {
        while (System.in.read() >= 0) {
            // until the test closes our standard input
        }
    }
}
