(define (problem plan_trial_T00000000_000001_000197)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        BowlType - otype
        BreadType - otype
        ButterKnifeType - otype
        CupType - otype
        DishSpongeType - otype
        KettleType - otype
        KnifeType - otype
        LettuceType - otype
        MugType - otype
        SpatulaType - otype
        Mug_bar__minus_01_dot_78_bar__plus_00_dot_97_bar__plus_00_dot_13 - object
        Mug_bar__minus_00_dot_17_bar__plus_00_dot_89_bar__minus_01_dot_30 - object
        Mug_bar__minus_01_dot_91_bar__plus_00_dot_83_bar__minus_01_dot_70 - object
        Apple_bar__minus_02_dot_54_bar__plus_00_dot_64_bar__minus_02_dot_26 - object
        Apple_bar__minus_01_dot_74_bar__plus_01_dot_27_bar__minus_01_dot_47 - object
        Bowl_bar__minus_00_dot_54_bar__plus_00_dot_74_bar__minus_00_dot_33 - object
        Bread_bar__plus_02_dot_99_bar__plus_01_dot_15_bar__plus_01_dot_64 - object
        Bread_bar__minus_00_dot_25_bar__plus_01_dot_34_bar__plus_01_dot_73 - object
        Cup_bar__plus_00_dot_61_bar__plus_00_dot_92_bar__minus_00_dot_77 - object
        Cup_bar__plus_00_dot_75_bar__plus_00_dot_17_bar__plus_02_dot_50 - object
        DishSponge_bar__plus_00_dot_13_bar__plus_00_dot_70_bar__minus_00_dot_75 - object
        DishSponge_bar__minus_02_dot_77_bar__plus_01_dot_20_bar__plus_00_dot_94 - object
        Kettle_bar__plus_02_dot_12_bar__plus_01_dot_48_bar__minus_00_dot_39 - object
        Kettle_bar__minus_02_dot_58_bar__plus_00_dot_75_bar__minus_00_dot_18 - object
        Lettuce_bar__minus_01_dot_96_bar__plus_00_dot_04_bar__plus_00_dot_02 - object
        Spatula_bar__minus_01_dot_53_bar__plus_00_dot_91_bar__minus_01_dot_25 - object
        Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53 - receptacle
        Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_03_dot_10 - receptacle
        CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90 - receptacle
        Drawer_bar__minus_00_dot_48_bar__plus_00_dot_80_bar__plus_00_dot_52 - receptacle
        Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 - receptacle
        GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50 - receptacle
        Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin - receptacle
        loc_bar_3_bar_14_bar_1_bar__minus_30 - location
        loc_bar_3_bar_4_bar_1_bar_30 - location
        loc_bar_3_bar_5_bar_1_bar__minus_30 - location
        loc_bar_3_bar_9_bar_1_bar_30 - location
        loc_bar_4_bar_22_bar_1_bar_0 - location
        loc_bar_4_bar_24_bar_1_bar_30 - location
        loc_bar__minus_5_bar_5_bar_1_bar_30 - location
        loc_bar__minus_5_bar_6_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_5_bar_6_bar_3_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53 loc_bar_3_bar_5_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53)
        (receptacleType Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_03_dot_10 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_03_dot_10 loc_bar_3_bar_14_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_03_dot_10)
        (receptacleType CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90 loc_bar_3_bar_4_bar_1_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_48_bar__plus_00_dot_80_bar__plus_00_dot_52 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_48_bar__plus_00_dot_80_bar__plus_00_dot_52 loc_bar__minus_5_bar_5_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_48_bar__plus_00_dot_80_bar__plus_00_dot_52)
        (receptacleType Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 loc_bar_4_bar_22_bar_1_bar_0)
        (openable Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63)
        (receptacleType GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50 loc_bar_4_bar_24_bar_1_bar_30)
        (receptacleType Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin loc_bar_3_bar_9_bar_1_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType KettleType)
        (canContain CabinetType MugType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType SpatulaType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType BreadType)
        (canContain FridgeType CupType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType LettuceType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType SpatulaType)
        (objectType Mug_bar__minus_01_dot_78_bar__plus_00_dot_97_bar__plus_00_dot_13 MugType)
        (inReceptacle Mug_bar__minus_01_dot_78_bar__plus_00_dot_97_bar__plus_00_dot_13 Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53)
        (objectAtLocation Mug_bar__minus_01_dot_78_bar__plus_00_dot_97_bar__plus_00_dot_13 loc_bar_3_bar_5_bar_1_bar__minus_30)
        (pickupable Mug_bar__minus_01_dot_78_bar__plus_00_dot_97_bar__plus_00_dot_13)
        (cleanable Mug_bar__minus_01_dot_78_bar__plus_00_dot_97_bar__plus_00_dot_13)
        (heatable Mug_bar__minus_01_dot_78_bar__plus_00_dot_97_bar__plus_00_dot_13)
        (coolable Mug_bar__minus_01_dot_78_bar__plus_00_dot_97_bar__plus_00_dot_13)
        (isReceptacleObject Mug_bar__minus_01_dot_78_bar__plus_00_dot_97_bar__plus_00_dot_13)
        (objectType Mug_bar__minus_00_dot_17_bar__plus_00_dot_89_bar__minus_01_dot_30 MugType)
        (inReceptacle Mug_bar__minus_00_dot_17_bar__plus_00_dot_89_bar__minus_01_dot_30 Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53)
        (objectAtLocation Mug_bar__minus_00_dot_17_bar__plus_00_dot_89_bar__minus_01_dot_30 loc_bar_3_bar_5_bar_1_bar__minus_30)
        (pickupable Mug_bar__minus_00_dot_17_bar__plus_00_dot_89_bar__minus_01_dot_30)
        (cleanable Mug_bar__minus_00_dot_17_bar__plus_00_dot_89_bar__minus_01_dot_30)
        (heatable Mug_bar__minus_00_dot_17_bar__plus_00_dot_89_bar__minus_01_dot_30)
        (coolable Mug_bar__minus_00_dot_17_bar__plus_00_dot_89_bar__minus_01_dot_30)
        (isReceptacleObject Mug_bar__minus_00_dot_17_bar__plus_00_dot_89_bar__minus_01_dot_30)
        (objectType Mug_bar__minus_01_dot_91_bar__plus_00_dot_83_bar__minus_01_dot_70 MugType)
        (inReceptacle Mug_bar__minus_01_dot_91_bar__plus_00_dot_83_bar__minus_01_dot_70 Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_03_dot_10)
        (objectAtLocation Mug_bar__minus_01_dot_91_bar__plus_00_dot_83_bar__minus_01_dot_70 loc_bar_3_bar_14_bar_1_bar__minus_30)
        (pickupable Mug_bar__minus_01_dot_91_bar__plus_00_dot_83_bar__minus_01_dot_70)
        (cleanable Mug_bar__minus_01_dot_91_bar__plus_00_dot_83_bar__minus_01_dot_70)
        (heatable Mug_bar__minus_01_dot_91_bar__plus_00_dot_83_bar__minus_01_dot_70)
        (coolable Mug_bar__minus_01_dot_91_bar__plus_00_dot_83_bar__minus_01_dot_70)
        (isReceptacleObject Mug_bar__minus_01_dot_91_bar__plus_00_dot_83_bar__minus_01_dot_70)
        (objectType Apple_bar__minus_02_dot_54_bar__plus_00_dot_64_bar__minus_02_dot_26 AppleType)
        (inReceptacle Apple_bar__minus_02_dot_54_bar__plus_00_dot_64_bar__minus_02_dot_26 GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50)
        (objectAtLocation Apple_bar__minus_02_dot_54_bar__plus_00_dot_64_bar__minus_02_dot_26 loc_bar_4_bar_24_bar_1_bar_30)
        (pickupable Apple_bar__minus_02_dot_54_bar__plus_00_dot_64_bar__minus_02_dot_26)
        (cleanable Apple_bar__minus_02_dot_54_bar__plus_00_dot_64_bar__minus_02_dot_26)
        (heatable Apple_bar__minus_02_dot_54_bar__plus_00_dot_64_bar__minus_02_dot_26)
        (coolable Apple_bar__minus_02_dot_54_bar__plus_00_dot_64_bar__minus_02_dot_26)
        (sliceable Apple_bar__minus_02_dot_54_bar__plus_00_dot_64_bar__minus_02_dot_26)
        (objectType Apple_bar__minus_01_dot_74_bar__plus_01_dot_27_bar__minus_01_dot_47 AppleType)
        (inReceptacle Apple_bar__minus_01_dot_74_bar__plus_01_dot_27_bar__minus_01_dot_47 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90)
        (objectAtLocation Apple_bar__minus_01_dot_74_bar__plus_01_dot_27_bar__minus_01_dot_47 loc_bar_3_bar_4_bar_1_bar_30)
        (pickupable Apple_bar__minus_01_dot_74_bar__plus_01_dot_27_bar__minus_01_dot_47)
        (cleanable Apple_bar__minus_01_dot_74_bar__plus_01_dot_27_bar__minus_01_dot_47)
        (heatable Apple_bar__minus_01_dot_74_bar__plus_01_dot_27_bar__minus_01_dot_47)
        (coolable Apple_bar__minus_01_dot_74_bar__plus_01_dot_27_bar__minus_01_dot_47)
        (sliceable Apple_bar__minus_01_dot_74_bar__plus_01_dot_27_bar__minus_01_dot_47)
        (objectType Bowl_bar__minus_00_dot_54_bar__plus_00_dot_74_bar__minus_00_dot_33 BowlType)
        (inReceptacle Bowl_bar__minus_00_dot_54_bar__plus_00_dot_74_bar__minus_00_dot_33 Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin)
        (objectAtLocation Bowl_bar__minus_00_dot_54_bar__plus_00_dot_74_bar__minus_00_dot_33 loc_bar_3_bar_9_bar_1_bar_30)
        (pickupable Bowl_bar__minus_00_dot_54_bar__plus_00_dot_74_bar__minus_00_dot_33)
        (cleanable Bowl_bar__minus_00_dot_54_bar__plus_00_dot_74_bar__minus_00_dot_33)
        (coolable Bowl_bar__minus_00_dot_54_bar__plus_00_dot_74_bar__minus_00_dot_33)
        (isReceptacleObject Bowl_bar__minus_00_dot_54_bar__plus_00_dot_74_bar__minus_00_dot_33)
        (objectType Bread_bar__plus_02_dot_99_bar__plus_01_dot_15_bar__plus_01_dot_64 BreadType)
        (inReceptacle Bread_bar__plus_02_dot_99_bar__plus_01_dot_15_bar__plus_01_dot_64 Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63)
        (objectAtLocation Bread_bar__plus_02_dot_99_bar__plus_01_dot_15_bar__plus_01_dot_64 loc_bar_4_bar_22_bar_1_bar_0)
        (pickupable Bread_bar__plus_02_dot_99_bar__plus_01_dot_15_bar__plus_01_dot_64)
        (heatable Bread_bar__plus_02_dot_99_bar__plus_01_dot_15_bar__plus_01_dot_64)
        (coolable Bread_bar__plus_02_dot_99_bar__plus_01_dot_15_bar__plus_01_dot_64)
        (sliceable Bread_bar__plus_02_dot_99_bar__plus_01_dot_15_bar__plus_01_dot_64)
        (objectType Bread_bar__minus_00_dot_25_bar__plus_01_dot_34_bar__plus_01_dot_73 BreadType)
        (inReceptacle Bread_bar__minus_00_dot_25_bar__plus_01_dot_34_bar__plus_01_dot_73 GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50)
        (objectAtLocation Bread_bar__minus_00_dot_25_bar__plus_01_dot_34_bar__plus_01_dot_73 loc_bar_4_bar_24_bar_1_bar_30)
        (pickupable Bread_bar__minus_00_dot_25_bar__plus_01_dot_34_bar__plus_01_dot_73)
        (heatable Bread_bar__minus_00_dot_25_bar__plus_01_dot_34_bar__plus_01_dot_73)
        (coolable Bread_bar__minus_00_dot_25_bar__plus_01_dot_34_bar__plus_01_dot_73)
        (sliceable Bread_bar__minus_00_dot_25_bar__plus_01_dot_34_bar__plus_01_dot_73)
        (objectType Cup_bar__plus_00_dot_61_bar__plus_00_dot_92_bar__minus_00_dot_77 CupType)
        (inReceptacle Cup_bar__plus_00_dot_61_bar__plus_00_dot_92_bar__minus_00_dot_77 Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53)
        (objectAtLocation Cup_bar__plus_00_dot_61_bar__plus_00_dot_92_bar__minus_00_dot_77 loc_bar_3_bar_5_bar_1_bar__minus_30)
        (pickupable Cup_bar__plus_00_dot_61_bar__plus_00_dot_92_bar__minus_00_dot_77)
        (cleanable Cup_bar__plus_00_dot_61_bar__plus_00_dot_92_bar__minus_00_dot_77)
        (heatable Cup_bar__plus_00_dot_61_bar__plus_00_dot_92_bar__minus_00_dot_77)
        (coolable Cup_bar__plus_00_dot_61_bar__plus_00_dot_92_bar__minus_00_dot_77)
        (isReceptacleObject Cup_bar__plus_00_dot_61_bar__plus_00_dot_92_bar__minus_00_dot_77)
        (objectType Cup_bar__plus_00_dot_75_bar__plus_00_dot_17_bar__plus_02_dot_50 CupType)
        (inReceptacle Cup_bar__plus_00_dot_75_bar__plus_00_dot_17_bar__plus_02_dot_50 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90)
        (objectAtLocation Cup_bar__plus_00_dot_75_bar__plus_00_dot_17_bar__plus_02_dot_50 loc_bar_3_bar_4_bar_1_bar_30)
        (pickupable Cup_bar__plus_00_dot_75_bar__plus_00_dot_17_bar__plus_02_dot_50)
        (cleanable Cup_bar__plus_00_dot_75_bar__plus_00_dot_17_bar__plus_02_dot_50)
        (heatable Cup_bar__plus_00_dot_75_bar__plus_00_dot_17_bar__plus_02_dot_50)
        (coolable Cup_bar__plus_00_dot_75_bar__plus_00_dot_17_bar__plus_02_dot_50)
        (isReceptacleObject Cup_bar__plus_00_dot_75_bar__plus_00_dot_17_bar__plus_02_dot_50)
        (objectType DishSponge_bar__plus_00_dot_13_bar__plus_00_dot_70_bar__minus_00_dot_75 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_00_dot_13_bar__plus_00_dot_70_bar__minus_00_dot_75 Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53)
        (objectAtLocation DishSponge_bar__plus_00_dot_13_bar__plus_00_dot_70_bar__minus_00_dot_75 loc_bar_3_bar_5_bar_1_bar__minus_30)
        (pickupable DishSponge_bar__plus_00_dot_13_bar__plus_00_dot_70_bar__minus_00_dot_75)
        (cleanable DishSponge_bar__plus_00_dot_13_bar__plus_00_dot_70_bar__minus_00_dot_75)
        (objectType DishSponge_bar__minus_02_dot_77_bar__plus_01_dot_20_bar__plus_00_dot_94 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_02_dot_77_bar__plus_01_dot_20_bar__plus_00_dot_94 GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50)
        (objectAtLocation DishSponge_bar__minus_02_dot_77_bar__plus_01_dot_20_bar__plus_00_dot_94 loc_bar_4_bar_24_bar_1_bar_30)
        (pickupable DishSponge_bar__minus_02_dot_77_bar__plus_01_dot_20_bar__plus_00_dot_94)
        (cleanable DishSponge_bar__minus_02_dot_77_bar__plus_01_dot_20_bar__plus_00_dot_94)
        (objectType Kettle_bar__plus_02_dot_12_bar__plus_01_dot_48_bar__minus_00_dot_39 KettleType)
        (inReceptacle Kettle_bar__plus_02_dot_12_bar__plus_01_dot_48_bar__minus_00_dot_39 Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_03_dot_10)
        (objectAtLocation Kettle_bar__plus_02_dot_12_bar__plus_01_dot_48_bar__minus_00_dot_39 loc_bar_3_bar_14_bar_1_bar__minus_30)
        (pickupable Kettle_bar__plus_02_dot_12_bar__plus_01_dot_48_bar__minus_00_dot_39)
        (cleanable Kettle_bar__plus_02_dot_12_bar__plus_01_dot_48_bar__minus_00_dot_39)
        (objectType Kettle_bar__minus_02_dot_58_bar__plus_00_dot_75_bar__minus_00_dot_18 KettleType)
        (inReceptacle Kettle_bar__minus_02_dot_58_bar__plus_00_dot_75_bar__minus_00_dot_18 Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53)
        (objectAtLocation Kettle_bar__minus_02_dot_58_bar__plus_00_dot_75_bar__minus_00_dot_18 loc_bar_3_bar_5_bar_1_bar__minus_30)
        (pickupable Kettle_bar__minus_02_dot_58_bar__plus_00_dot_75_bar__minus_00_dot_18)
        (cleanable Kettle_bar__minus_02_dot_58_bar__plus_00_dot_75_bar__minus_00_dot_18)
        (objectType Lettuce_bar__minus_01_dot_96_bar__plus_00_dot_04_bar__plus_00_dot_02 LettuceType)
        (inReceptacle Lettuce_bar__minus_01_dot_96_bar__plus_00_dot_04_bar__plus_00_dot_02 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90)
        (objectAtLocation Lettuce_bar__minus_01_dot_96_bar__plus_00_dot_04_bar__plus_00_dot_02 loc_bar_3_bar_4_bar_1_bar_30)
        (pickupable Lettuce_bar__minus_01_dot_96_bar__plus_00_dot_04_bar__plus_00_dot_02)
        (cleanable Lettuce_bar__minus_01_dot_96_bar__plus_00_dot_04_bar__plus_00_dot_02)
        (coolable Lettuce_bar__minus_01_dot_96_bar__plus_00_dot_04_bar__plus_00_dot_02)
        (sliceable Lettuce_bar__minus_01_dot_96_bar__plus_00_dot_04_bar__plus_00_dot_02)
        (objectType Spatula_bar__minus_01_dot_53_bar__plus_00_dot_91_bar__minus_01_dot_25 SpatulaType)
        (inReceptacle Spatula_bar__minus_01_dot_53_bar__plus_00_dot_91_bar__minus_01_dot_25 Drawer_bar__minus_00_dot_48_bar__plus_00_dot_80_bar__plus_00_dot_52)
        (objectAtLocation Spatula_bar__minus_01_dot_53_bar__plus_00_dot_91_bar__minus_01_dot_25 loc_bar__minus_5_bar_5_bar_1_bar_30)
        (pickupable Spatula_bar__minus_01_dot_53_bar__plus_00_dot_91_bar__minus_01_dot_25)
        (cleanable Spatula_bar__minus_01_dot_53_bar__plus_00_dot_91_bar__minus_01_dot_25)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r SinkBasinType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
