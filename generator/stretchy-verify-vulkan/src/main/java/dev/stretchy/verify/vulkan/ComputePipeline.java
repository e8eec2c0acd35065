package dev.stretchy.verify.vulkan;

import static dev.stretchy.verify.vulkan.VulkanDevice.check;
import static org.lwjgl.system.MemoryStack.stackPush;
import static org.lwjgl.vulkan.VK11.*;

import java.nio.ByteBuffer;
import java.nio.FloatBuffer;
import java.nio.LongBuffer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.lwjgl.PointerBuffer;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.MemoryUtil;
import org.lwjgl.vulkan.*;

/**
 * One compute shader with its resources uploaded, ready to dispatch repeatedly. Buffers live in host-visible,
 * coherent memory; textures are optimal-tiling images filled through a staging buffer.
 */
public final class ComputePipeline implements AutoCloseable {
    private final VulkanDevice dev;
    private final VkDevice vk;
    private final List<Runnable> cleanup = new ArrayList<>();
    private final Map<Integer, MappedBuffer> outputs = new LinkedHashMap<>();
    private final long pipeline;
    private final long pipelineLayout;
    private final long descriptorSet;
    private final long commandPool;
    private final VkCommandBuffer dispatchCommands;
    private final long fence;
    /** Two timestamps around the dispatch, or VK_NULL_HANDLE where the queue writes none. */
    private final long timestamps;

    private record MappedBuffer(long buffer, long memory, long address, int floats) {}

    public ComputePipeline(VulkanDevice dev, SpirvModule module, String entryPoint, List<ComputeResource> resources,
                           int groupsX) {
        this.dev = dev;
        this.vk = dev.vk();
        try (MemoryStack stack = stackPush()) {
            LongBuffer lp = stack.mallocLong(1);
            VkCommandPoolCreateInfo cpi = VkCommandPoolCreateInfo.calloc(stack).sType$Default()
                    .flags(VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT).queueFamilyIndex(dev.queueFamily());
            check(vkCreateCommandPool(vk, cpi, null, lp), "vkCreateCommandPool");
            commandPool = lp.get(0);
            cleanup.add(() -> vkDestroyCommandPool(vk, commandPool, null));
            VkFenceCreateInfo fci = VkFenceCreateInfo.calloc(stack).sType$Default();
            check(vkCreateFence(vk, fci, null, lp), "vkCreateFence");
            fence = lp.get(0);
            cleanup.add(() -> vkDestroyFence(vk, fence, null));

            // Layout: one binding per buffer, two (image, sampler) per separate texture, one per combined texture.
            int bindingCount = 0;
            for (ComputeResource r : resources) bindingCount += r instanceof ComputeResource.Texture ? 2 : 1;
            VkDescriptorSetLayoutBinding.Buffer bindings = VkDescriptorSetLayoutBinding.calloc(bindingCount, stack);
            int buffers = 0;
            int textures = 0;
            int combined = 0;
            for (ComputeResource r : resources) {
                if (r instanceof ComputeResource.Buffer b) {
                    bindings.get().binding(b.binding()).descriptorType(VK_DESCRIPTOR_TYPE_STORAGE_BUFFER)
                            .descriptorCount(1).stageFlags(VK_SHADER_STAGE_COMPUTE_BIT);
                    buffers++;
                } else if (r instanceof ComputeResource.Texture t) {
                    bindings.get().binding(t.imageBinding()).descriptorType(VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE)
                            .descriptorCount(1).stageFlags(VK_SHADER_STAGE_COMPUTE_BIT);
                    bindings.get().binding(t.samplerBinding()).descriptorType(VK_DESCRIPTOR_TYPE_SAMPLER)
                            .descriptorCount(1).stageFlags(VK_SHADER_STAGE_COMPUTE_BIT);
                    textures++;
                } else if (r instanceof ComputeResource.CombinedTexture t) {
                    bindings.get().binding(t.binding()).descriptorType(VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER)
                            .descriptorCount(1).stageFlags(VK_SHADER_STAGE_COMPUTE_BIT);
                    combined++;
                }
            }
            bindings.flip();
            VkDescriptorSetLayoutCreateInfo dslci = VkDescriptorSetLayoutCreateInfo.calloc(stack).sType$Default()
                    .pBindings(bindings);
            check(vkCreateDescriptorSetLayout(vk, dslci, null, lp), "vkCreateDescriptorSetLayout");
            long setLayout = lp.get(0);
            cleanup.add(() -> vkDestroyDescriptorSetLayout(vk, setLayout, null));
            VkPipelineLayoutCreateInfo plci = VkPipelineLayoutCreateInfo.calloc(stack).sType$Default()
                    .pSetLayouts(stack.longs(setLayout));
            check(vkCreatePipelineLayout(vk, plci, null, lp), "vkCreatePipelineLayout");
            pipelineLayout = lp.get(0);
            cleanup.add(() -> vkDestroyPipelineLayout(vk, pipelineLayout, null));

            ByteBuffer code = module.bytes();
            VkShaderModuleCreateInfo smci = VkShaderModuleCreateInfo.calloc(stack).sType$Default().pCode(code);
            check(vkCreateShaderModule(vk, smci, null, lp), "vkCreateShaderModule");
            long shader = lp.get(0);
            try {
                VkComputePipelineCreateInfo.Buffer cpci = VkComputePipelineCreateInfo.calloc(1, stack).sType$Default()
                        .layout(pipelineLayout);
                cpci.stage().sType$Default().stage(VK_SHADER_STAGE_COMPUTE_BIT).module(shader).pName(stack.UTF8(entryPoint));
                check(vkCreateComputePipelines(vk, VK_NULL_HANDLE, cpci, null, lp), "vkCreateComputePipelines");
                pipeline = lp.get(0);
                cleanup.add(() -> vkDestroyPipeline(vk, pipeline, null));
            } finally {
                vkDestroyShaderModule(vk, shader, null);
            }

            VkDescriptorPoolSize.Buffer sizes = VkDescriptorPoolSize.calloc(4, stack);
            sizes.get(0).type(VK_DESCRIPTOR_TYPE_STORAGE_BUFFER).descriptorCount(Math.max(buffers, 1));
            sizes.get(1).type(VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE).descriptorCount(Math.max(textures, 1));
            sizes.get(2).type(VK_DESCRIPTOR_TYPE_SAMPLER).descriptorCount(Math.max(textures, 1));
            sizes.get(3).type(VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER).descriptorCount(Math.max(combined, 1));
            VkDescriptorPoolCreateInfo dpci = VkDescriptorPoolCreateInfo.calloc(stack).sType$Default().maxSets(1)
                    .pPoolSizes(sizes);
            check(vkCreateDescriptorPool(vk, dpci, null, lp), "vkCreateDescriptorPool");
            long pool = lp.get(0);
            cleanup.add(() -> vkDestroyDescriptorPool(vk, pool, null));
            VkDescriptorSetAllocateInfo dsai = VkDescriptorSetAllocateInfo.calloc(stack).sType$Default()
                    .descriptorPool(pool).pSetLayouts(stack.longs(setLayout));
            check(vkAllocateDescriptorSets(vk, dsai, lp), "vkAllocateDescriptorSets");
            descriptorSet = lp.get(0);

            for (ComputeResource r : resources) {
                if (r instanceof ComputeResource.Buffer b) bindBuffer(b, stack);
                else if (r instanceof ComputeResource.Texture t) bindTexture(t, stack);
                else bindCombinedTexture((ComputeResource.CombinedTexture) r, stack);
            }

            if (dev.timestampNanos() > 0) {
                VkQueryPoolCreateInfo qpci = VkQueryPoolCreateInfo.calloc(stack).sType$Default()
                        .queryType(VK_QUERY_TYPE_TIMESTAMP).queryCount(2);
                check(vkCreateQueryPool(vk, qpci, null, lp), "vkCreateQueryPool");
                long q = lp.get(0);
                cleanup.add(() -> vkDestroyQueryPool(vk, q, null));
                timestamps = q;
            } else {
                timestamps = VK_NULL_HANDLE;
            }
            dispatchCommands = allocateCommands(stack);
            VkCommandBufferBeginInfo begin = VkCommandBufferBeginInfo.calloc(stack).sType$Default();
            check(vkBeginCommandBuffer(dispatchCommands, begin), "vkBeginCommandBuffer");
            vkCmdBindPipeline(dispatchCommands, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline);
            vkCmdBindDescriptorSets(dispatchCommands, VK_PIPELINE_BIND_POINT_COMPUTE, pipelineLayout, 0,
                    stack.longs(descriptorSet), null);
            if (timestamps != VK_NULL_HANDLE) {
                vkCmdResetQueryPool(dispatchCommands, timestamps, 0, 2);
                vkCmdWriteTimestamp(dispatchCommands, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, timestamps, 0);
            }
            vkCmdDispatch(dispatchCommands, groupsX, 1, 1);
            if (timestamps != VK_NULL_HANDLE) {
                vkCmdWriteTimestamp(dispatchCommands, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, timestamps, 1);
            }
            VkMemoryBarrier.Buffer toHost = VkMemoryBarrier.calloc(1, stack).sType$Default()
                    .srcAccessMask(VK_ACCESS_SHADER_WRITE_BIT).dstAccessMask(VK_ACCESS_HOST_READ_BIT);
            vkCmdPipelineBarrier(dispatchCommands, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0,
                    toHost, null, null);
            check(vkEndCommandBuffer(dispatchCommands), "vkEndCommandBuffer");
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    /**
     * Runs the dispatch once and waits for it; returns nanoseconds: between the two timestamps around the dispatch where
     * the queue writes them (the work alone), else from submit to fence (with the submit's overhead).
     */
    public long dispatch() {
        try (MemoryStack stack = stackPush()) {
            VkSubmitInfo submit = VkSubmitInfo.calloc(stack).sType$Default().pCommandBuffers(stack.pointers(dispatchCommands));
            long t0 = System.nanoTime();
            check(vkQueueSubmit(dev.queue(), submit, fence), "vkQueueSubmit");
            check(vkWaitForFences(vk, stack.longs(fence), true, 600_000_000_000L), "vkWaitForFences");
            long t = System.nanoTime() - t0;
            check(vkResetFences(vk, stack.longs(fence)), "vkResetFences");
            if (timestamps == VK_NULL_HANDLE) return t;
            LongBuffer ticks = stack.mallocLong(2);
            check(vkGetQueryPoolResults(vk, timestamps, 0, 2, ticks, 8, VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT),
                    "vkGetQueryPoolResults");
            long elapsed = (ticks.get(1) - ticks.get(0)) & dev.timestampMask();
            return Math.max(1, Math.round(elapsed * dev.timestampNanos()));
        }
    }

    /** Whether {@link #dispatch} times the work on the device (timestamps) rather than the submit-to-fence wall time. */
    public boolean timesOnDevice() {
        return timestamps != VK_NULL_HANDLE;
    }

    /** The current contents of the output buffer at {@code binding}. */
    public float[] read(int binding) {
        MappedBuffer m = outputs.get(binding);
        if (m == null) throw new IllegalArgumentException("no output buffer at binding " + binding);
        float[] out = new float[m.floats()];
        MemoryUtil.memFloatBuffer(m.address(), m.floats()).get(out);
        return out;
    }

    private void bindBuffer(ComputeResource.Buffer b, MemoryStack stack) {
        float[] data = b.data();
        MappedBuffer m = hostBuffer((long) data.length * 4, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, stack);
        FloatBuffer fb = MemoryUtil.memFloatBuffer(m.address(), data.length);
        fb.put(data);
        if (b.output()) outputs.put(b.binding(), new MappedBuffer(m.buffer(), m.memory(), m.address(), data.length));
        VkDescriptorBufferInfo.Buffer info = VkDescriptorBufferInfo.calloc(1, stack).buffer(m.buffer()).offset(0)
                .range(VK_WHOLE_SIZE);
        VkWriteDescriptorSet.Buffer w = VkWriteDescriptorSet.calloc(1, stack).sType$Default().dstSet(descriptorSet)
                .dstBinding(b.binding()).descriptorType(VK_DESCRIPTOR_TYPE_STORAGE_BUFFER).descriptorCount(1)
                .pBufferInfo(info);
        vkUpdateDescriptorSets(vk, w, null);
    }

    private MappedBuffer hostBuffer(long bytes, int usage, MemoryStack stack) {
        LongBuffer lp = stack.mallocLong(1);
        VkBufferCreateInfo bci = VkBufferCreateInfo.calloc(stack).sType$Default().size(bytes).usage(usage)
                .sharingMode(VK_SHARING_MODE_EXCLUSIVE);
        check(vkCreateBuffer(vk, bci, null, lp), "vkCreateBuffer");
        long buffer = lp.get(0);
        cleanup.add(() -> vkDestroyBuffer(vk, buffer, null));
        VkMemoryRequirements req = VkMemoryRequirements.calloc(stack);
        vkGetBufferMemoryRequirements(vk, buffer, req);
        int host = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
        // Device memory the host can map where the device has it (resizable BAR, integrated GPUs); a small BAR heap
        // that is full falls back to host memory.
        long memory = tryAllocate(req, dev.memoryType(req.memoryTypeBits(), host, host | VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT), stack);
        if (memory == VK_NULL_HANDLE) memory = allocate(req, host, stack);
        check(vkBindBufferMemory(vk, buffer, memory, 0), "vkBindBufferMemory");
        PointerBuffer pp = stack.mallocPointer(1);
        check(vkMapMemory(vk, memory, 0, VK_WHOLE_SIZE, 0, pp), "vkMapMemory");
        return new MappedBuffer(buffer, memory, pp.get(0), (int) (bytes / 4));
    }

    private long allocate(VkMemoryRequirements req, int flags, MemoryStack stack) {
        long memory = tryAllocate(req, dev.memoryType(req.memoryTypeBits(), flags), stack);
        if (memory == VK_NULL_HANDLE) throw new IllegalStateException("vkAllocateMemory failed: out of memory");
        return memory;
    }

    /** Memory of type {@code type}, or VK_NULL_HANDLE when the heap is out of memory. */
    private long tryAllocate(VkMemoryRequirements req, int type, MemoryStack stack) {
        LongBuffer lp = stack.mallocLong(1);
        VkMemoryAllocateInfo mai = VkMemoryAllocateInfo.calloc(stack).sType$Default().allocationSize(req.size())
                .memoryTypeIndex(type);
        int r = vkAllocateMemory(vk, mai, null, lp);
        if (r == VK_ERROR_OUT_OF_DEVICE_MEMORY || r == VK_ERROR_OUT_OF_HOST_MEMORY) return VK_NULL_HANDLE;
        check(r, "vkAllocateMemory");
        long memory = lp.get(0);
        cleanup.add(() -> vkFreeMemory(vk, memory, null));
        return memory;
    }

    private void bindTexture(ComputeResource.Texture t, MemoryStack stack) {
        long view = uploadImage(t.width(), t.height(), t.rgba(), stack);
        // TF_Bilinear, TA_Clamp, no mips: exactly what the bake's transient texture asks the RHI for.
        long sampler = sampler(VK_FILTER_LINEAR, stack);
        VkDescriptorImageInfo.Buffer imageInfo = VkDescriptorImageInfo.calloc(1, stack).imageView(view)
                .imageLayout(VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL);
        VkDescriptorImageInfo.Buffer samplerInfo = VkDescriptorImageInfo.calloc(1, stack).sampler(sampler);
        VkWriteDescriptorSet.Buffer w = VkWriteDescriptorSet.calloc(2, stack);
        w.get(0).sType$Default().dstSet(descriptorSet).dstBinding(t.imageBinding())
                .descriptorType(VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE).descriptorCount(1).pImageInfo(imageInfo);
        w.get(1).sType$Default().dstSet(descriptorSet).dstBinding(t.samplerBinding())
                .descriptorType(VK_DESCRIPTOR_TYPE_SAMPLER).descriptorCount(1).pImageInfo(samplerInfo);
        vkUpdateDescriptorSets(vk, w, null);
    }

    private void bindCombinedTexture(ComputeResource.CombinedTexture t, MemoryStack stack) {
        long view = uploadImage(t.width(), t.height(), t.rgba(), stack);
        // As the three.js package creates its DataTextures: NearestFilter, ClampToEdgeWrapping.
        long sampler = sampler(VK_FILTER_NEAREST, stack);
        VkDescriptorImageInfo.Buffer info = VkDescriptorImageInfo.calloc(1, stack).sampler(sampler).imageView(view)
                .imageLayout(VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL);
        VkWriteDescriptorSet.Buffer w = VkWriteDescriptorSet.calloc(1, stack).sType$Default().dstSet(descriptorSet)
                .dstBinding(t.binding()).descriptorType(VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER).descriptorCount(1)
                .pImageInfo(info);
        vkUpdateDescriptorSets(vk, w, null);
    }

    /** An RGBA32F optimal-tiling image, one mip, filled through a staging buffer; returns its view. */
    private long uploadImage(int width, int height, float[] rgba, MemoryStack stack) {
        LongBuffer lp = stack.mallocLong(1);
        VkImageCreateInfo ici = VkImageCreateInfo.calloc(stack).sType$Default().imageType(VK_IMAGE_TYPE_2D)
                .format(VK_FORMAT_R32G32B32A32_SFLOAT).mipLevels(1).arrayLayers(1).samples(VK_SAMPLE_COUNT_1_BIT)
                .tiling(VK_IMAGE_TILING_OPTIMAL).usage(VK_IMAGE_USAGE_SAMPLED_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT)
                .sharingMode(VK_SHARING_MODE_EXCLUSIVE).initialLayout(VK_IMAGE_LAYOUT_UNDEFINED);
        ici.extent().set(width, height, 1);
        check(vkCreateImage(vk, ici, null, lp), "vkCreateImage");
        long image = lp.get(0);
        cleanup.add(() -> vkDestroyImage(vk, image, null));
        VkMemoryRequirements req = VkMemoryRequirements.calloc(stack);
        vkGetImageMemoryRequirements(vk, image, req);
        long memory = allocate(req, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, stack);
        check(vkBindImageMemory(vk, image, memory, 0), "vkBindImageMemory");

        MappedBuffer staging = hostBuffer((long) rgba.length * 4, VK_BUFFER_USAGE_TRANSFER_SRC_BIT, stack);
        MemoryUtil.memFloatBuffer(staging.address(), rgba.length).put(rgba);
        VkCommandBuffer cb = allocateCommands(stack);
        check(vkBeginCommandBuffer(cb, VkCommandBufferBeginInfo.calloc(stack).sType$Default()
                .flags(VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT)), "vkBeginCommandBuffer");
        transition(cb, image, VK_IMAGE_LAYOUT_UNDEFINED, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 0,
                VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, stack);
        VkBufferImageCopy.Buffer region = VkBufferImageCopy.calloc(1, stack);
        region.imageSubresource().aspectMask(VK_IMAGE_ASPECT_COLOR_BIT).mipLevel(0).baseArrayLayer(0).layerCount(1);
        region.imageExtent().set(width, height, 1);
        vkCmdCopyBufferToImage(cb, staging.buffer(), image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, region);
        transition(cb, image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL,
                VK_ACCESS_TRANSFER_WRITE_BIT, VK_ACCESS_SHADER_READ_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT,
                VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, stack);
        check(vkEndCommandBuffer(cb), "vkEndCommandBuffer");
        VkSubmitInfo submit = VkSubmitInfo.calloc(stack).sType$Default().pCommandBuffers(stack.pointers(cb));
        check(vkQueueSubmit(dev.queue(), submit, fence), "vkQueueSubmit");
        check(vkWaitForFences(vk, stack.longs(fence), true, 60_000_000_000L), "vkWaitForFences");
        check(vkResetFences(vk, stack.longs(fence)), "vkResetFences");

        VkImageViewCreateInfo ivci = VkImageViewCreateInfo.calloc(stack).sType$Default().image(image)
                .viewType(VK_IMAGE_VIEW_TYPE_2D).format(VK_FORMAT_R32G32B32A32_SFLOAT);
        ivci.subresourceRange().aspectMask(VK_IMAGE_ASPECT_COLOR_BIT).baseMipLevel(0).levelCount(1)
                .baseArrayLayer(0).layerCount(1);
        check(vkCreateImageView(vk, ivci, null, lp), "vkCreateImageView");
        long view = lp.get(0);
        cleanup.add(() -> vkDestroyImageView(vk, view, null));
        return view;
    }

    /** Clamp-to-edge, normalised coordinates, no mips, with the given min/mag filter. */
    private long sampler(int filter, MemoryStack stack) {
        LongBuffer lp = stack.mallocLong(1);
        VkSamplerCreateInfo sci = VkSamplerCreateInfo.calloc(stack).sType$Default().magFilter(filter)
                .minFilter(filter).mipmapMode(VK_SAMPLER_MIPMAP_MODE_NEAREST)
                .addressModeU(VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE).addressModeV(VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE)
                .addressModeW(VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE).minLod(0f).maxLod(0f)
                .anisotropyEnable(false).compareEnable(false).unnormalizedCoordinates(false);
        check(vkCreateSampler(vk, sci, null, lp), "vkCreateSampler");
        long sampler = lp.get(0);
        cleanup.add(() -> vkDestroySampler(vk, sampler, null));
        return sampler;
    }

    private static void transition(VkCommandBuffer cb, long image, int from, int to, int srcAccess, int dstAccess,
                                   int srcStage, int dstStage, MemoryStack stack) {
        VkImageMemoryBarrier.Buffer b = VkImageMemoryBarrier.calloc(1, stack).sType$Default().oldLayout(from)
                .newLayout(to).srcAccessMask(srcAccess).dstAccessMask(dstAccess)
                .srcQueueFamilyIndex(VK_QUEUE_FAMILY_IGNORED).dstQueueFamilyIndex(VK_QUEUE_FAMILY_IGNORED).image(image);
        b.subresourceRange().aspectMask(VK_IMAGE_ASPECT_COLOR_BIT).baseMipLevel(0).levelCount(1).baseArrayLayer(0)
                .layerCount(1);
        vkCmdPipelineBarrier(cb, srcStage, dstStage, 0, null, null, b);
    }

    private VkCommandBuffer allocateCommands(MemoryStack stack) {
        VkCommandBufferAllocateInfo cbai = VkCommandBufferAllocateInfo.calloc(stack).sType$Default()
                .commandPool(commandPool).level(VK_COMMAND_BUFFER_LEVEL_PRIMARY).commandBufferCount(1);
        PointerBuffer pp = stack.mallocPointer(1);
        check(vkAllocateCommandBuffers(vk, cbai, pp), "vkAllocateCommandBuffers");
        return new VkCommandBuffer(pp.get(0), vk);
    }

    @Override
    public void close() {
        vkDeviceWaitIdle(vk);
        for (int i = cleanup.size() - 1; i >= 0; i--) cleanup.get(i).run();
        cleanup.clear();
    }
}
