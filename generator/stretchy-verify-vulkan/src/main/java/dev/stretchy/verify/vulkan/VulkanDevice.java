package dev.stretchy.verify.vulkan;

import static org.lwjgl.system.MemoryStack.stackPush;
import static org.lwjgl.vulkan.VK11.*;

import java.nio.IntBuffer;
import org.lwjgl.PointerBuffer;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.vulkan.VkApplicationInfo;
import org.lwjgl.vulkan.VkDevice;
import org.lwjgl.vulkan.VkDeviceCreateInfo;
import org.lwjgl.vulkan.VkDeviceQueueCreateInfo;
import org.lwjgl.vulkan.VkFormatProperties;
import org.lwjgl.vulkan.VkInstance;
import org.lwjgl.vulkan.VkInstanceCreateInfo;
import org.lwjgl.vulkan.VkPhysicalDevice;
import org.lwjgl.vulkan.VkPhysicalDeviceMemoryProperties;
import org.lwjgl.vulkan.VkPhysicalDeviceProperties;
import org.lwjgl.vulkan.VkQueue;
import org.lwjgl.vulkan.VkQueueFamilyProperties;

/**
 * A Vulkan 1.1 instance, the best physical device (a discrete or integrated GPU before a CPU implementation such as
 * lavapipe, unless the environment variable {@code STRETCHY_VULKAN_DEVICE} or the system property
 * {@value #DEVICE_PROPERTY} names one, e.g. {@code llvmpipe}) and a compute queue.
 */
public final class VulkanDevice implements AutoCloseable {
    public static final String DEVICE_PROPERTY = "stretchy.vulkan.device";

    private final VkInstance instance;
    private final VkDevice device;
    private final VkQueue queue;
    private final int queueFamily;
    private final String name;
    private final String driver;
    private final VkPhysicalDeviceMemoryProperties memory;
    private final double timestampNanos;
    private final long timestampMask;

    private VulkanDevice(VkInstance instance, VkDevice device, VkQueue queue, int queueFamily,
                         String name, String driver, VkPhysicalDeviceMemoryProperties memory, double timestampNanos,
                         int timestampBits) {
        this.instance = instance;
        this.device = device;
        this.queue = queue;
        this.queueFamily = queueFamily;
        this.name = name;
        this.driver = driver;
        this.memory = memory;
        this.timestampNanos = timestampBits > 0 ? timestampNanos : 0;
        this.timestampMask = timestampBits >= 64 ? -1L : (1L << timestampBits) - 1;
    }

    /** Opens a device or says in one line why there is none. */
    public static VulkanDevice open() {
        NativeLibraries.check();
        try {
            // LWJGL loads the loader in VK's static initialiser; touching it is enough.
            if (org.lwjgl.vulkan.VK.getFunctionProvider() == null) throw new IllegalStateException("no function provider");
        } catch (Throwable e) {
            throw new VulkanUnavailableException("no Vulkan loader (libvulkan.so.1): " + e.getMessage(), e);
        }
        try (MemoryStack stack = stackPush()) {
            VkApplicationInfo app = VkApplicationInfo.calloc(stack).sType$Default()
                    .pApplicationName(stack.UTF8("stretchy-verify")).pEngineName(stack.UTF8("stretchy"))
                    .apiVersion(VK_API_VERSION_1_1);
            VkInstanceCreateInfo ici = VkInstanceCreateInfo.calloc(stack).sType$Default().pApplicationInfo(app);
            PointerBuffer pp = stack.mallocPointer(1);
            int r = vkCreateInstance(ici, null, pp);
            if (r != VK_SUCCESS) {
                throw new VulkanUnavailableException("vkCreateInstance failed: " + VkResults.name(r)
                        + (r == VK_ERROR_INCOMPATIBLE_DRIVER ? " (no Vulkan driver; mesa-vulkan-drivers provides lavapipe)" : ""));
            }
            VkInstance instance = new VkInstance(pp.get(0), ici);
            try {
                return openOn(instance, stack);
            } catch (RuntimeException e) {
                vkDestroyInstance(instance, null);
                throw e;
            }
        }
    }

    private static VulkanDevice openOn(VkInstance instance, MemoryStack stack) {
        IntBuffer n = stack.mallocInt(1);
        check(vkEnumeratePhysicalDevices(instance, n, null), "vkEnumeratePhysicalDevices");
        if (n.get(0) == 0) throw new VulkanUnavailableException("no Vulkan device (install mesa-vulkan-drivers for lavapipe)");
        PointerBuffer devs = stack.mallocPointer(n.get(0));
        check(vkEnumeratePhysicalDevices(instance, n, devs), "vkEnumeratePhysicalDevices");
        String wanted = System.getProperty(DEVICE_PROPERTY, System.getenv("STRETCHY_VULKAN_DEVICE"));
        VkPhysicalDevice best = null;
        int bestRank = Integer.MAX_VALUE;
        int bestFamily = -1;
        String bestName = null;
        StringBuilder seen = new StringBuilder();
        for (int i = 0; i < devs.capacity(); i++) {
            VkPhysicalDevice d = new VkPhysicalDevice(devs.get(i), instance);
            VkPhysicalDeviceProperties props = VkPhysicalDeviceProperties.calloc(stack);
            vkGetPhysicalDeviceProperties(d, props);
            String devName = props.deviceNameString();
            seen.append(seen.isEmpty() ? "" : ", ").append(devName);
            int family = computeFamily(d, stack);
            if (family < 0 || !filtersFloat32(d, stack)) continue;
            if (wanted != null && !wanted.isBlank() && !devName.toLowerCase().contains(wanted.toLowerCase())) continue;
            int rank = switch (props.deviceType()) {
                case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU -> 0;
                case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU -> 1;
                case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU -> 2;
                default -> 3;
            };
            if (rank < bestRank) {
                best = d;
                bestRank = rank;
                bestFamily = family;
                bestName = devName;
            }
        }
        if (best == null) {
            throw new VulkanUnavailableException("no Vulkan device with a compute queue and linear filtering of RGBA32F"
                    + (wanted != null && !wanted.isBlank() ? " named like '" + wanted + "'" : "") + " (found: " + seen + ")");
        }
        VkDeviceQueueCreateInfo.Buffer qci = VkDeviceQueueCreateInfo.calloc(1, stack).sType$Default()
                .queueFamilyIndex(bestFamily).pQueuePriorities(stack.floats(1f));
        VkDeviceCreateInfo dci = VkDeviceCreateInfo.calloc(stack).sType$Default().pQueueCreateInfos(qci);
        PointerBuffer pd = stack.mallocPointer(1);
        check(vkCreateDevice(best, dci, null, pd), "vkCreateDevice");
        VkDevice device = new VkDevice(pd.get(0), best, dci);
        vkGetDeviceQueue(device, bestFamily, 0, pd);
        VkQueue queue = new VkQueue(pd.get(0), device);
        VkPhysicalDeviceMemoryProperties mem = VkPhysicalDeviceMemoryProperties.calloc();
        vkGetPhysicalDeviceMemoryProperties(best, mem);
        VkPhysicalDeviceProperties props = VkPhysicalDeviceProperties.calloc(stack);
        vkGetPhysicalDeviceProperties(best, props);
        String driver = VK_VERSION_MAJOR(props.apiVersion()) + "." + VK_VERSION_MINOR(props.apiVersion()) + "."
                + VK_VERSION_PATCH(props.apiVersion());
        return new VulkanDevice(instance, device, queue, bestFamily, bestName, "Vulkan " + driver, mem,
                props.limits().timestampPeriod(), queueFamilies(best, stack).get(bestFamily).timestampValidBits());
    }

    private static VkQueueFamilyProperties.Buffer queueFamilies(VkPhysicalDevice d, MemoryStack stack) {
        IntBuffer n = stack.mallocInt(1);
        vkGetPhysicalDeviceQueueFamilyProperties(d, n, null);
        VkQueueFamilyProperties.Buffer fams = VkQueueFamilyProperties.calloc(n.get(0), stack);
        vkGetPhysicalDeviceQueueFamilyProperties(d, n, fams);
        return fams;
    }

    private static int computeFamily(VkPhysicalDevice d, MemoryStack stack) {
        VkQueueFamilyProperties.Buffer fams = queueFamilies(d, stack);
        for (int i = 0; i < fams.capacity(); i++) {
            if ((fams.get(i).queueFlags() & VK_QUEUE_COMPUTE_BIT) != 0) return i;
        }
        return -1;
    }

    /** The bake's textures are RGBA32F sampled with bilinear filtering: the device must filter that format. */
    private static boolean filtersFloat32(VkPhysicalDevice d, MemoryStack stack) {
        VkFormatProperties fp = VkFormatProperties.calloc(stack);
        vkGetPhysicalDeviceFormatProperties(d, VK_FORMAT_R32G32B32A32_SFLOAT, fp);
        return (fp.optimalTilingFeatures() & VK_FORMAT_FEATURE_SAMPLED_IMAGE_FILTER_LINEAR_BIT) != 0;
    }

    static void check(int result, String what) {
        if (result != VK_SUCCESS) throw new IllegalStateException(what + " failed: " + VkResults.name(result));
    }

    int memoryType(int typeBits, int required) {
        return memoryType(typeBits, required, required);
    }

    /** As {@link #pickMemoryType}, over this device's memory types; an error when none has {@code required}. */
    int memoryType(int typeBits, int required, int preferred) {
        int[] flags = new int[memory.memoryTypeCount()];
        for (int i = 0; i < flags.length; i++) flags[i] = memory.memoryTypes(i).propertyFlags();
        int i = pickMemoryType(flags, typeBits, required, preferred);
        if (i < 0) throw new IllegalStateException("no Vulkan memory type with flags " + required);
        return i;
    }

    /**
     * The first allowed type with every {@code preferred} flag, else the first with every {@code required} flag, else -1.
     * A discrete GPU lists host-visible system memory before its host-visible device memory (resizable BAR): the first
     * host-visible type would have the shader read its vertices across the bus, and the bench would time the bus.
     */
    static int pickMemoryType(int[] typeFlags, int typeBits, int required, int preferred) {
        int fallback = -1;
        for (int i = 0; i < typeFlags.length; i++) {
            if ((typeBits & (1 << i)) == 0 || (typeFlags[i] & required) != required) continue;
            if ((typeFlags[i] & preferred) == preferred) return i;
            if (fallback < 0) fallback = i;
        }
        return fallback;
    }

    VkDevice vk() {
        return device;
    }

    VkQueue queue() {
        return queue;
    }

    /** Nanoseconds per timestamp tick on the compute queue; 0 when that queue writes no timestamps. */
    public double timestampNanos() {
        return timestampNanos;
    }

    /** The valid bits of a timestamp on the compute queue. */
    long timestampMask() {
        return timestampMask;
    }

    int queueFamily() {
        return queueFamily;
    }

    /** E.g. {@code llvmpipe (LLVM 15.0.6, 256 bits)}. */
    public String name() {
        return name;
    }

    public String apiVersion() {
        return driver;
    }

    @Override
    public void close() {
        vkDeviceWaitIdle(device);
        vkDestroyDevice(device, null);
        vkDestroyInstance(instance, null);
        memory.free();
    }
}
