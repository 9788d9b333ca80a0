package io.opencab.app.config;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

/**
 * Where the meter store may lie (docs/configuration.md "The store's place"), checked with the rest of the
 * configuration ({@link CabinetConfig#parse}): inside the configuration file's directory, and at a place that can be
 * a file. A directory named as the store, or a path under a regular file, used to pass {@code check-config} and then
 * stop the start as a RAM error (NOT_A_STORE, a lockup that invites a RAM clear) for what is a configuration mistake.
 */
final class StorePlace {
    private static final String KEY = ConfigKey.STORE_PATH.key();

    private StorePlace() {
    }

    /**
     * The store {@code value} (as written) resolved against {@code base} (the configuration's directory, absolute):
     * it must lie inside {@code base} ({@link #resolved}: {@code ..} and symbolic links resolved first, for the store
     * and the base) and be a file or nothing yet, under directories or nothing yet.
     *
     * @throws ConfigException naming {@code store.path}
     */
    static Path check(String value, Path store, Path base) {
        checkInside(value, base.toAbsolutePath().resolve(store), base.toAbsolutePath());
        Path resolved = store.isAbsolute() ? store : base.resolve(store).normalize();
        checkFile(KEY, value, resolved.toAbsolutePath(), "meters.db");
        return resolved;
    }

    /**
     * {@code path} (absolute, {@code value} as written for {@code key}) can be a file: it is a regular file or does
     * not exist yet, and its nearest existing parent is a directory; {@code example} is a file name for the hint.
     */
    static void checkFile(String key, String value, Path path, String example) {
        if (Files.isDirectory(path)) {
            String dir = value.endsWith("/") ? value.substring(0, value.length() - 1) : value;
            throw new ConfigException(key, value + named(value, path) + " is a directory, not a file: name the file"
                + " itself (e.g. " + dir + "/" + example + ")");
        }
        if (Files.exists(path) && !Files.isRegularFile(path)) {
            throw new ConfigException(key, value + named(value, path) + " is not a regular file");
        }
        for (Path p = path.getParent(); p != null; p = p.getParent()) {
            if (Files.exists(p)) {
                if (!Files.isDirectory(p)) {
                    throw new ConfigException(key, value + " cannot be a file: " + p + " is a file, not a directory");
                }
                return;
            }
        }
    }

    private static String named(String value, Path path) {
        return path.toString().equals(value) ? "" : " (" + path + ")";
    }

    private static void checkInside(String value, Path store, Path base) {
        Path s;
        Path b;
        try {
            s = resolved(store);
            b = resolved(base);
        } catch (IOException e) {
            throw new ConfigException(KEY, "cannot resolve " + value + " (" + IoReason.of(e) + "); the meter store must"
                + " lie in the configuration file's directory " + base, e);
        }
        if (!s.startsWith(b) || s.equals(b)) {
            throw new ConfigException(KEY, value + " is outside the configuration file's directory " + b
                + (s.toString().equals(value) ? "" : " (it resolves to " + s + ")")
                + ": the meter store must lie in the data directory, beside the configuration");
        }
    }

    /**
     * {@code p} (absolute) with its longest existing part replaced by its real path (symbolic links and
     * {@code ..} resolved by the file system) and the rest, which cannot hold a link, normalized onto it.
     * A dangling link is an error (where it points is not known until it exists).
     */
    static Path resolved(Path p) throws IOException {
        Path root = p.getRoot();
        int n = p.getNameCount();
        for (int i = n; i > 0; i--) {
            Path prefix = root.resolve(p.subpath(0, i));
            if (Files.exists(prefix, LinkOption.NOFOLLOW_LINKS)) {
                Path real = prefix.toRealPath();
                return i == n ? real : real.resolve(p.subpath(i, n)).normalize();
            }
        }
        return p.normalize();
    }
}
