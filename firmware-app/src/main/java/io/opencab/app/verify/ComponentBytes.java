package io.opencab.app.verify;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The bytes each component is hashed over, fed to a digest or MAC. The SHA-256 of the manifest
 * and the seeded HMAC-SHA1 of {@code provision verify} read the same bytes:
 * <ul>
 *   <li>file: the file's bytes;</li>
 *   <li>math: the resource's bytes as stored in the jar (uncompressed);</li>
 *   <li>tree: for every entry below the directory in order of its '/'-separated relative path: the
 *       path in UTF-8, a 0 byte, then for a regular file its length as 8 bytes big-endian and its
 *       bytes, for a symbolic link a 1 byte, the link target in UTF-8 and a 0 byte.</li>
 * </ul>
 * So a changed, added, removed or renamed runtime file changes the tree's digest.
 */
final class ComponentBytes {
    /** Receives the bytes (MessageDigest::update, Mac::update). */
    @FunctionalInterface
    interface Sink {
        void update(byte[] b, int off, int len);
    }

    private ComponentBytes() {
    }

    /** Feeds {@code c}'s bytes under {@code root} to {@code sink}; returns how many content bytes were read. */
    static long feed(Path root, Component.Kind kind, String name, Sink sink) throws IOException {
        return switch (kind) {
            case FILE -> file(resolve(root, name), sink);
            case MATH -> math(root, name, sink);
            case TREE -> tree(resolve(root, name), sink);
        };
    }

    static Path resolve(Path root, String name) {
        Path p = root.resolve(name).normalize();
        if (!p.startsWith(root.normalize())) {
            throw new VerificationException("component " + name + " points outside the install root");
        }
        return p;
    }

    private static long file(Path p, Sink sink) throws IOException {
        if (!Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
            throw new java.nio.file.NoSuchFileException(p.toString(), null, "not a regular file");
        }
        try (InputStream in = Files.newInputStream(p)) {
            return copy(in, sink);
        }
    }

    private static long math(Path root, String name, Sink sink) throws IOException {
        int bang = name.indexOf("!/");
        if (bang < 0) {
            throw new VerificationException("math component " + name + " must be <jar>!/<resource>");
        }
        Path jar = resolve(root, name.substring(0, bang));
        String resource = name.substring(bang + 2);
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            ZipEntry e = zip.getEntry(resource);
            if (e == null || e.isDirectory()) {
                throw new java.nio.file.NoSuchFileException(name, null, "no such resource in the jar");
            }
            try (InputStream in = zip.getInputStream(e)) {
                return copy(in, sink);
            }
        }
    }

    private static long tree(Path dir, Sink sink) throws IOException {
        if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) {
            throw new java.nio.file.NoSuchFileException(dir.toString(), null, "not a directory");
        }
        long total = 0;
        for (Path p : entries(dir)) {
            byte[] rel = relative(dir, p).getBytes(StandardCharsets.UTF_8);
            sink.update(rel, 0, rel.length);
            if (Files.isSymbolicLink(p)) {
                byte[] target = Files.readSymbolicLink(p).toString().getBytes(StandardCharsets.UTF_8);
                sink.update(new byte[] {0, 1}, 0, 2);
                sink.update(target, 0, target.length);
                sink.update(new byte[] {0}, 0, 1);
            } else {
                byte[] head = ByteBuffer.allocate(9).put((byte) 0).putLong(Files.size(p)).array();
                sink.update(head, 0, head.length);
                total += file(p, sink);
            }
        }
        return total;
    }

    /** Regular files and links below {@code dir} (not following links), sorted by relative path. */
    static List<Path> entries(Path dir) throws IOException {
        List<Path> out = new ArrayList<>();
        try (Stream<Path> s = Files.walk(dir)) {
            s.filter(p -> Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS) || Files.isSymbolicLink(p)).forEach(out::add);
        }
        out.sort((a, b) -> relative(dir, a).compareTo(relative(dir, b)));
        return out;
    }

    static String relative(Path dir, Path p) {
        return dir.relativize(p).toString().replace(p.getFileSystem().getSeparator(), "/");
    }

    private static long copy(InputStream in, Sink sink) throws IOException {
        byte[] buf = new byte[1 << 16];
        long n = 0;
        for (int r; (r = in.read(buf)) > 0; ) {
            sink.update(buf, 0, r);
            n += r;
        }
        return n;
    }
}
