(define (problem plan_trial_T00000000_000001_000015)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BreadType - otype
        ButterKnifeType - otype
        DishSpongeType - otype
        ForkType - otype
        KnifeType - otype
        LettuceType - otype
        PepperShakerType - otype
        SoapBottleType - otype
        SpoonType - otype
        WineBottleType - otype
        DishSponge_bar__plus_00_dot_81_bar__plus_00_dot_41_bar__plus_01_dot_72 - object
        DishSponge_bar__minus_00_dot_52_bar__plus_00_dot_57_bar__minus_01_dot_25 - object
        DishSponge_bar__plus_00_dot_14_bar__plus_00_dot_04_bar__plus_02_dot_11 - object
        Bread_bar__minus_01_dot_94_bar__plus_00_dot_76_bar__plus_00_dot_61 - object
        Fork_bar__minus_02_dot_55_bar__plus_00_dot_25_bar__plus_02_dot_66 - object
        Lettuce_bar__plus_01_dot_21_bar__plus_01_dot_20_bar__minus_02_dot_10 - object
        PepperShaker_bar__plus_00_dot_11_bar__plus_00_dot_16_bar__minus_02_dot_75 - object
        SoapBottle_bar__minus_02_dot_33_bar__plus_00_dot_23_bar__minus_00_dot_95 - object
        SoapBottle_bar__minus_01_dot_11_bar__plus_00_dot_17_bar__plus_01_dot_17 - object
        Spoon_bar__plus_01_dot_34_bar__plus_00_dot_76_bar__minus_02_dot_66 - object
        WineBottle_bar__plus_00_dot_99_bar__plus_00_dot_32_bar__minus_00_dot_72 - object
        Cabinet_bar__minus_00_dot_64_bar__plus_00_dot_39_bar__plus_05_dot_60 - receptacle
        Cabinet_bar__minus_01_dot_54_bar__plus_00_dot_39_bar__plus_02_dot_09 - receptacle
        Cabinet_bar__minus_03_dot_04_bar__plus_01_dot_94_bar__plus_05_dot_32 - receptacle
        Cabinet_bar__minus_03_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_09 - receptacle
        Cabinet_bar__minus_03_dot_67_bar__plus_00_dot_39_bar__plus_05_dot_03 - receptacle
        Cabinet_bar__minus_03_dot_97_bar__plus_00_dot_39_bar__plus_03_dot_66 - receptacle
        CounterTop_bar__minus_00_dot_35_bar__plus_00_dot_96_bar__plus_05_dot_60 - receptacle
        CounterTop_bar__minus_04_dot_26_bar__plus_00_dot_96_bar__plus_04_dot_94 - receptacle
        Drawer_bar__minus_00_dot_51_bar__plus_00_dot_78_bar__plus_05_dot_27 - receptacle
        Drawer_bar__minus_00_dot_51_bar__plus_00_dot_78_bar__plus_06_dot_57 - receptacle
        Drawer_bar__minus_04_dot_09_bar__plus_00_dot_78_bar__plus_04_dot_66 - receptacle
        Sink_bar__minus_04_dot_19_bar__plus_00_dot_92_bar__plus_03_dot_28_bar_SinkBasin - receptacle
        loc_bar__minus_12_bar_12_bar_2_bar_30 - location
        loc_bar__minus_12_bar_12_bar_3_bar_30 - location
        loc_bar__minus_12_bar__minus_2_bar_3_bar_30 - location
        loc_bar__minus_13_bar_16_bar_0_bar_30 - location
        loc_bar__minus_13_bar_19_bar_0_bar_0 - location
        loc_bar__minus_15_bar_14_bar_0_bar_30 - location
        loc_bar__minus_15_bar_14_bar_3_bar_30 - location
        loc_bar__minus_15_bar_19_bar_0_bar_30 - location
        loc_bar__minus_4_bar_20_bar_1_bar_30 - location
        loc_bar__minus_4_bar_23_bar_0_bar_30 - location
        loc_bar__minus_4_bar_24_bar_2_bar_30 - location
        loc_bar__minus_6_bar_22_bar_1_bar_30 - location
        loc_bar__minus_9_bar_12_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_12_bar__minus_2_bar_3_bar_30)
        (receptacleType Cabinet_bar__minus_00_dot_64_bar__plus_00_dot_39_bar__plus_05_dot_60 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_64_bar__plus_00_dot_39_bar__plus_05_dot_60 loc_bar__minus_6_bar_22_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_64_bar__plus_00_dot_39_bar__plus_05_dot_60)
        (receptacleType Cabinet_bar__minus_01_dot_54_bar__plus_00_dot_39_bar__plus_02_dot_09 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_54_bar__plus_00_dot_39_bar__plus_02_dot_09 loc_bar__minus_9_bar_12_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_54_bar__plus_00_dot_39_bar__plus_02_dot_09)
        (receptacleType Cabinet_bar__minus_03_dot_04_bar__plus_01_dot_94_bar__plus_05_dot_32 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_04_bar__plus_01_dot_94_bar__plus_05_dot_32 loc_bar__minus_13_bar_19_bar_0_bar_0)
        (openable Cabinet_bar__minus_03_dot_04_bar__plus_01_dot_94_bar__plus_05_dot_32)
        (receptacleType Cabinet_bar__minus_03_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_09 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_09 loc_bar__minus_12_bar_12_bar_2_bar_30)
        (openable Cabinet_bar__minus_03_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_09)
        (receptacleType Cabinet_bar__minus_03_dot_67_bar__plus_00_dot_39_bar__plus_05_dot_03 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_67_bar__plus_00_dot_39_bar__plus_05_dot_03 loc_bar__minus_13_bar_16_bar_0_bar_30)
        (openable Cabinet_bar__minus_03_dot_67_bar__plus_00_dot_39_bar__plus_05_dot_03)
        (receptacleType Cabinet_bar__minus_03_dot_97_bar__plus_00_dot_39_bar__plus_03_dot_66 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_97_bar__plus_00_dot_39_bar__plus_03_dot_66 loc_bar__minus_12_bar_12_bar_3_bar_30)
        (openable Cabinet_bar__minus_03_dot_97_bar__plus_00_dot_39_bar__plus_03_dot_66)
        (receptacleType CounterTop_bar__minus_00_dot_35_bar__plus_00_dot_96_bar__plus_05_dot_60 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_35_bar__plus_00_dot_96_bar__plus_05_dot_60 loc_bar__minus_4_bar_20_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_04_dot_26_bar__plus_00_dot_96_bar__plus_04_dot_94 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_04_dot_26_bar__plus_00_dot_96_bar__plus_04_dot_94 loc_bar__minus_15_bar_19_bar_0_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_51_bar__plus_00_dot_78_bar__plus_05_dot_27 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_51_bar__plus_00_dot_78_bar__plus_05_dot_27 loc_bar__minus_4_bar_24_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_51_bar__plus_00_dot_78_bar__plus_05_dot_27)
        (receptacleType Drawer_bar__minus_00_dot_51_bar__plus_00_dot_78_bar__plus_06_dot_57 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_51_bar__plus_00_dot_78_bar__plus_06_dot_57 loc_bar__minus_4_bar_23_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_51_bar__plus_00_dot_78_bar__plus_06_dot_57)
        (receptacleType Drawer_bar__minus_04_dot_09_bar__plus_00_dot_78_bar__plus_04_dot_66 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_04_dot_09_bar__plus_00_dot_78_bar__plus_04_dot_66 loc_bar__minus_15_bar_14_bar_0_bar_30)
        (openable Drawer_bar__minus_04_dot_09_bar__plus_00_dot_78_bar__plus_04_dot_66)
        (receptacleType Sink_bar__minus_04_dot_19_bar__plus_00_dot_92_bar__plus_03_dot_28_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_04_dot_19_bar__plus_00_dot_92_bar__plus_03_dot_28_bar_SinkBasin loc_bar__minus_15_bar_14_bar_3_bar_30)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType WineBottleType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType WineBottleType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BreadType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType WineBottleType)
        (canContain MicrowaveType BreadType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType SpoonType)
        (objectType DishSponge_bar__plus_00_dot_81_bar__plus_00_dot_41_bar__plus_01_dot_72 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_00_dot_81_bar__plus_00_dot_41_bar__plus_01_dot_72 Cabinet_bar__minus_03_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_09)
        (objectAtLocation DishSponge_bar__plus_00_dot_81_bar__plus_00_dot_41_bar__plus_01_dot_72 loc_bar__minus_12_bar_12_bar_2_bar_30)
        (pickupable DishSponge_bar__plus_00_dot_81_bar__plus_00_dot_41_bar__plus_01_dot_72)
        (cleanable DishSponge_bar__plus_00_dot_81_bar__plus_00_dot_41_bar__plus_01_dot_72)
        (objectType DishSponge_bar__minus_00_dot_52_bar__plus_00_dot_57_bar__minus_01_dot_25 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_00_dot_52_bar__plus_00_dot_57_bar__minus_01_dot_25 Cabinet_bar__minus_00_dot_64_bar__plus_00_dot_39_bar__plus_05_dot_60)
        (objectAtLocation DishSponge_bar__minus_00_dot_52_bar__plus_00_dot_57_bar__minus_01_dot_25 loc_bar__minus_6_bar_22_bar_1_bar_30)
        (pickupable DishSponge_bar__minus_00_dot_52_bar__plus_00_dot_57_bar__minus_01_dot_25)
        (cleanable DishSponge_bar__minus_00_dot_52_bar__plus_00_dot_57_bar__minus_01_dot_25)
        (objectType DishSponge_bar__plus_00_dot_14_bar__plus_00_dot_04_bar__plus_02_dot_11 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_00_dot_14_bar__plus_00_dot_04_bar__plus_02_dot_11 Cabinet_bar__minus_03_dot_04_bar__plus_01_dot_94_bar__plus_05_dot_32)
        (objectAtLocation DishSponge_bar__plus_00_dot_14_bar__plus_00_dot_04_bar__plus_02_dot_11 loc_bar__minus_13_bar_19_bar_0_bar_0)
        (pickupable DishSponge_bar__plus_00_dot_14_bar__plus_00_dot_04_bar__plus_02_dot_11)
        (cleanable DishSponge_bar__plus_00_dot_14_bar__plus_00_dot_04_bar__plus_02_dot_11)
        (objectType Bread_bar__minus_01_dot_94_bar__plus_00_dot_76_bar__plus_00_dot_61 BreadType)
        (inReceptacle Bread_bar__minus_01_dot_94_bar__plus_00_dot_76_bar__plus_00_dot_61 CounterTop_bar__minus_04_dot_26_bar__plus_00_dot_96_bar__plus_04_dot_94)
        (objectAtLocation Bread_bar__minus_01_dot_94_bar__plus_00_dot_76_bar__plus_00_dot_61 loc_bar__minus_15_bar_19_bar_0_bar_30)
        (pickupable Bread_bar__minus_01_dot_94_bar__plus_00_dot_76_bar__plus_00_dot_61)
        (heatable Bread_bar__minus_01_dot_94_bar__plus_00_dot_76_bar__plus_00_dot_61)
        (coolable Bread_bar__minus_01_dot_94_bar__plus_00_dot_76_bar__plus_00_dot_61)
        (sliceable Bread_bar__minus_01_dot_94_bar__plus_00_dot_76_bar__plus_00_dot_61)
        (objectType Fork_bar__minus_02_dot_55_bar__plus_00_dot_25_bar__plus_02_dot_66 ForkType)
        (inReceptacle Fork_bar__minus_02_dot_55_bar__plus_00_dot_25_bar__plus_02_dot_66 CounterTop_bar__minus_04_dot_26_bar__plus_00_dot_96_bar__plus_04_dot_94)
        (objectAtLocation Fork_bar__minus_02_dot_55_bar__plus_00_dot_25_bar__plus_02_dot_66 loc_bar__minus_15_bar_19_bar_0_bar_30)
        (pickupable Fork_bar__minus_02_dot_55_bar__plus_00_dot_25_bar__plus_02_dot_66)
        (cleanable Fork_bar__minus_02_dot_55_bar__plus_00_dot_25_bar__plus_02_dot_66)
        (objectType Lettuce_bar__plus_01_dot_21_bar__plus_01_dot_20_bar__minus_02_dot_10 LettuceType)
        (inReceptacle Lettuce_bar__plus_01_dot_21_bar__plus_01_dot_20_bar__minus_02_dot_10 CounterTop_bar__minus_04_dot_26_bar__plus_00_dot_96_bar__plus_04_dot_94)
        (objectAtLocation Lettuce_bar__plus_01_dot_21_bar__plus_01_dot_20_bar__minus_02_dot_10 loc_bar__minus_15_bar_19_bar_0_bar_30)
        (pickupable Lettuce_bar__plus_01_dot_21_bar__plus_01_dot_20_bar__minus_02_dot_10)
        (cleanable Lettuce_bar__plus_01_dot_21_bar__plus_01_dot_20_bar__minus_02_dot_10)
        (coolable Lettuce_bar__plus_01_dot_21_bar__plus_01_dot_20_bar__minus_02_dot_10)
        (sliceable Lettuce_bar__plus_01_dot_21_bar__plus_01_dot_20_bar__minus_02_dot_10)
        (objectType PepperShaker_bar__plus_00_dot_11_bar__plus_00_dot_16_bar__minus_02_dot_75 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_00_dot_11_bar__plus_00_dot_16_bar__minus_02_dot_75 CounterTop_bar__minus_00_dot_35_bar__plus_00_dot_96_bar__plus_05_dot_60)
        (objectAtLocation PepperShaker_bar__plus_00_dot_11_bar__plus_00_dot_16_bar__minus_02_dot_75 loc_bar__minus_4_bar_20_bar_1_bar_30)
        (pickupable PepperShaker_bar__plus_00_dot_11_bar__plus_00_dot_16_bar__minus_02_dot_75)
        (objectType SoapBottle_bar__minus_02_dot_33_bar__plus_00_dot_23_bar__minus_00_dot_95 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_02_dot_33_bar__plus_00_dot_23_bar__minus_00_dot_95 Cabinet_bar__minus_03_dot_67_bar__plus_00_dot_39_bar__plus_05_dot_03)
        (objectAtLocation SoapBottle_bar__minus_02_dot_33_bar__plus_00_dot_23_bar__minus_00_dot_95 loc_bar__minus_13_bar_16_bar_0_bar_30)
        (pickupable SoapBottle_bar__minus_02_dot_33_bar__plus_00_dot_23_bar__minus_00_dot_95)
        (objectType SoapBottle_bar__minus_01_dot_11_bar__plus_00_dot_17_bar__plus_01_dot_17 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_11_bar__plus_00_dot_17_bar__plus_01_dot_17 Cabinet_bar__minus_03_dot_04_bar__plus_01_dot_94_bar__plus_05_dot_32)
        (objectAtLocation SoapBottle_bar__minus_01_dot_11_bar__plus_00_dot_17_bar__plus_01_dot_17 loc_bar__minus_13_bar_19_bar_0_bar_0)
        (pickupable SoapBottle_bar__minus_01_dot_11_bar__plus_00_dot_17_bar__plus_01_dot_17)
        (objectType Spoon_bar__plus_01_dot_34_bar__plus_00_dot_76_bar__minus_02_dot_66 SpoonType)
        (inReceptacle Spoon_bar__plus_01_dot_34_bar__plus_00_dot_76_bar__minus_02_dot_66 Sink_bar__minus_04_dot_19_bar__plus_00_dot_92_bar__plus_03_dot_28_bar_SinkBasin)
        (objectAtLocation Spoon_bar__plus_01_dot_34_bar__plus_00_dot_76_bar__minus_02_dot_66 loc_bar__minus_15_bar_14_bar_3_bar_30)
        (pickupable Spoon_bar__plus_01_dot_34_bar__plus_00_dot_76_bar__minus_02_dot_66)
        (cleanable Spoon_bar__plus_01_dot_34_bar__plus_00_dot_76_bar__minus_02_dot_66)
        (objectType WineBottle_bar__plus_00_dot_99_bar__plus_00_dot_32_bar__minus_00_dot_72 WineBottleType)
        (inReceptacle WineBottle_bar__plus_00_dot_99_bar__plus_00_dot_32_bar__minus_00_dot_72 CounterTop_bar__minus_00_dot_35_bar__plus_00_dot_96_bar__plus_05_dot_60)
        (objectAtLocation WineBottle_bar__plus_00_dot_99_bar__plus_00_dot_32_bar__minus_00_dot_72 loc_bar__minus_4_bar_20_bar_1_bar_30)
        (pickupable WineBottle_bar__plus_00_dot_99_bar__plus_00_dot_32_bar__minus_00_dot_72)
        (coolable WineBottle_bar__plus_00_dot_99_bar__plus_00_dot_32_bar__minus_00_dot_72)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o DishSpongeType)
                            (receptacleType ?r CounterTopType)
                        )
                    )
                )
            )
        )
    )
