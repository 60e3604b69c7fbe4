(define (problem plan_trial_T00000000_000001_000037)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        ButterKnifeType - otype
        ForkType - otype
        KettleType - otype
        KnifeType - otype
        LettuceType - otype
        PepperShakerType - otype
        SoapBottleType - otype
        SpatulaType - otype
        PepperShaker_bar__minus_01_dot_28_bar__plus_01_dot_06_bar__minus_00_dot_62 - object
        PepperShaker_bar__plus_01_dot_68_bar__plus_01_dot_41_bar__plus_02_dot_17 - object
        PepperShaker_bar__plus_00_dot_93_bar__plus_00_dot_89_bar__plus_02_dot_51 - object
        Apple_bar__plus_02_dot_92_bar__plus_01_dot_47_bar__plus_02_dot_70 - object
        ButterKnife_bar__plus_02_dot_31_bar__plus_00_dot_67_bar__plus_01_dot_56 - object
        Fork_bar__plus_00_dot_23_bar__plus_01_dot_47_bar__minus_00_dot_80 - object
        Fork_bar__minus_02_dot_68_bar__plus_00_dot_71_bar__minus_03_dot_00 - object
        Kettle_bar__plus_01_dot_75_bar__plus_01_dot_38_bar__minus_02_dot_82 - object
        Kettle_bar__minus_00_dot_63_bar__plus_00_dot_36_bar__plus_01_dot_96 - object
        Knife_bar__plus_01_dot_28_bar__plus_00_dot_16_bar__plus_00_dot_05 - object
        Lettuce_bar__plus_01_dot_25_bar__plus_00_dot_18_bar__plus_02_dot_25 - object
        Lettuce_bar__minus_02_dot_35_bar__plus_00_dot_76_bar__plus_01_dot_78 - object
        SoapBottle_bar__minus_01_dot_24_bar__plus_00_dot_72_bar__minus_01_dot_01 - object
        Spatula_bar__minus_02_dot_93_bar__plus_00_dot_34_bar__minus_02_dot_37 - object
        Cabinet_bar__plus_00_dot_10_bar__plus_00_dot_40_bar__minus_01_dot_35 - receptacle
        Cabinet_bar__minus_00_dot_18_bar__plus_00_dot_40_bar__plus_00_dot_15 - receptacle
        Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_69_bar__minus_01_dot_65 - receptacle
        Cabinet_bar__minus_00_dot_40_bar__plus_00_dot_40_bar__minus_01_dot_35 - receptacle
        Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_35 - receptacle
        CounterTop_bar__plus_01_dot_78_bar__plus_00_dot_95_bar__plus_00_dot_46 - receptacle
        DiningTable_bar__minus_02_dot_20_bar__plus_00_dot_99_bar__plus_00_dot_45 - receptacle
        Drawer_bar__plus_00_dot_02_bar__plus_00_dot_79_bar__plus_00_dot_30 - receptacle
        Drawer_bar__plus_00_dot_50_bar__plus_00_dot_79_bar__plus_00_dot_30 - receptacle
        Drawer_bar__minus_00_dot_15_bar__plus_00_dot_79_bar__minus_01_dot_50 - receptacle
        Drawer_bar__minus_01_dot_10_bar__plus_00_dot_79_bar__minus_01_dot_50 - receptacle
        Sink_bar__plus_00_dot_71_bar__plus_00_dot_82_bar__minus_01_dot_77_bar_SinkBasin - receptacle
        loc_bar_0_bar__minus_3_bar_3_bar_30 - location
        loc_bar_1_bar__minus_2_bar_0_bar_30 - location
        loc_bar_1_bar__minus_4_bar_2_bar_30 - location
        loc_bar_2_bar__minus_4_bar_3_bar_30 - location
        loc_bar_3_bar__minus_2_bar_2_bar_30 - location
        loc_bar_6_bar__minus_1_bar_0_bar_30 - location
        loc_bar_6_bar__minus_5_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_2_bar_0_bar_30 - location
        loc_bar__minus_2_bar__minus_3_bar_0_bar_30 - location
        loc_bar__minus_2_bar__minus_4_bar_2_bar_0 - location
        loc_bar__minus_4_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_6_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_9_bar__minus_1_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_6_bar__minus_5_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_10_bar__plus_00_dot_40_bar__minus_01_dot_35 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_10_bar__plus_00_dot_40_bar__minus_01_dot_35 loc_bar_3_bar__minus_2_bar_2_bar_30)
        (openable Cabinet_bar__plus_00_dot_10_bar__plus_00_dot_40_bar__minus_01_dot_35)
        (receptacleType Cabinet_bar__minus_00_dot_18_bar__plus_00_dot_40_bar__plus_00_dot_15 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_18_bar__plus_00_dot_40_bar__plus_00_dot_15 loc_bar__minus_2_bar__minus_3_bar_0_bar_30)
        (openable Cabinet_bar__minus_00_dot_18_bar__plus_00_dot_40_bar__plus_00_dot_15)
        (receptacleType Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_69_bar__minus_01_dot_65 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_69_bar__minus_01_dot_65 loc_bar__minus_2_bar__minus_4_bar_2_bar_0)
        (openable Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_69_bar__minus_01_dot_65)
        (receptacleType Cabinet_bar__minus_00_dot_40_bar__plus_00_dot_40_bar__minus_01_dot_35 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_40_bar__plus_00_dot_40_bar__minus_01_dot_35 loc_bar__minus_4_bar__minus_2_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_40_bar__plus_00_dot_40_bar__minus_01_dot_35)
        (receptacleType Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_35 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_35 loc_bar__minus_6_bar__minus_2_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_35)
        (receptacleType CounterTop_bar__plus_01_dot_78_bar__plus_00_dot_95_bar__plus_00_dot_46 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_78_bar__plus_00_dot_95_bar__plus_00_dot_46 loc_bar_6_bar__minus_1_bar_0_bar_30)
        (receptacleType DiningTable_bar__minus_02_dot_20_bar__plus_00_dot_99_bar__plus_00_dot_45 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_20_bar__plus_00_dot_99_bar__plus_00_dot_45 loc_bar__minus_9_bar__minus_1_bar_0_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_02_bar__plus_00_dot_79_bar__plus_00_dot_30 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_02_bar__plus_00_dot_79_bar__plus_00_dot_30 loc_bar__minus_1_bar__minus_2_bar_0_bar_30)
        (openable Drawer_bar__plus_00_dot_02_bar__plus_00_dot_79_bar__plus_00_dot_30)
        (receptacleType Drawer_bar__plus_00_dot_50_bar__plus_00_dot_79_bar__plus_00_dot_30 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_50_bar__plus_00_dot_79_bar__plus_00_dot_30 loc_bar_1_bar__minus_2_bar_0_bar_30)
        (openable Drawer_bar__plus_00_dot_50_bar__plus_00_dot_79_bar__plus_00_dot_30)
        (receptacleType Drawer_bar__minus_00_dot_15_bar__plus_00_dot_79_bar__minus_01_dot_50 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_15_bar__plus_00_dot_79_bar__minus_01_dot_50 loc_bar_2_bar__minus_4_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_15_bar__plus_00_dot_79_bar__minus_01_dot_50)
        (receptacleType Drawer_bar__minus_01_dot_10_bar__plus_00_dot_79_bar__minus_01_dot_50 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_10_bar__plus_00_dot_79_bar__minus_01_dot_50 loc_bar_0_bar__minus_3_bar_3_bar_30)
        (openable Drawer_bar__minus_01_dot_10_bar__plus_00_dot_79_bar__minus_01_dot_50)
        (receptacleType Sink_bar__plus_00_dot_71_bar__plus_00_dot_82_bar__minus_01_dot_77_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_71_bar__plus_00_dot_82_bar__minus_01_dot_77_bar_SinkBasin loc_bar_1_bar__minus_4_bar_2_bar_30)
        (canContain CabinetType KettleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpatulaType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType SoapBottleType)
        (canContain DiningTableType SpatulaType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType AppleType)
        (canContain FridgeType LettuceType)
        (canContain MicrowaveType AppleType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType SpatulaType)
        (objectType PepperShaker_bar__minus_01_dot_28_bar__plus_01_dot_06_bar__minus_00_dot_62 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_01_dot_28_bar__plus_01_dot_06_bar__minus_00_dot_62 Drawer_bar__plus_00_dot_02_bar__plus_00_dot_79_bar__plus_00_dot_30)
        (objectAtLocation PepperShaker_bar__minus_01_dot_28_bar__plus_01_dot_06_bar__minus_00_dot_62 loc_bar__minus_1_bar__minus_2_bar_0_bar_30)
        (pickupable PepperShaker_bar__minus_01_dot_28_bar__plus_01_dot_06_bar__minus_00_dot_62)
        (objectType PepperShaker_bar__plus_01_dot_68_bar__plus_01_dot_41_bar__plus_02_dot_17 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_01_dot_68_bar__plus_01_dot_41_bar__plus_02_dot_17 Drawer_bar__plus_00_dot_02_bar__plus_00_dot_79_bar__plus_00_dot_30)
        (objectAtLocation PepperShaker_bar__plus_01_dot_68_bar__plus_01_dot_41_bar__plus_02_dot_17 loc_bar__minus_1_bar__minus_2_bar_0_bar_30)
        (pickupable PepperShaker_bar__plus_01_dot_68_bar__plus_01_dot_41_bar__plus_02_dot_17)
        (objectType PepperShaker_bar__plus_00_dot_93_bar__plus_00_dot_89_bar__plus_02_dot_51 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_00_dot_93_bar__plus_00_dot_89_bar__plus_02_dot_51 Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_69_bar__minus_01_dot_65)
        (objectAtLocation PepperShaker_bar__plus_00_dot_93_bar__plus_00_dot_89_bar__plus_02_dot_51 loc_bar__minus_2_bar__minus_4_bar_2_bar_0)
        (pickupable PepperShaker_bar__plus_00_dot_93_bar__plus_00_dot_89_bar__plus_02_dot_51)
        (objectType Apple_bar__plus_02_dot_92_bar__plus_01_dot_47_bar__plus_02_dot_70 AppleType)
        (inReceptacle Apple_bar__plus_02_dot_92_bar__plus_01_dot_47_bar__plus_02_dot_70 Sink_bar__plus_00_dot_71_bar__plus_00_dot_82_bar__minus_01_dot_77_bar_SinkBasin)
        (objectAtLocation Apple_bar__plus_02_dot_92_bar__plus_01_dot_47_bar__plus_02_dot_70 loc_bar_1_bar__minus_4_bar_2_bar_30)
        (pickupable Apple_bar__plus_02_dot_92_bar__plus_01_dot_47_bar__plus_02_dot_70)
        (cleanable Apple_bar__plus_02_dot_92_bar__plus_01_dot_47_bar__plus_02_dot_70)
        (heatable Apple_bar__plus_02_dot_92_bar__plus_01_dot_47_bar__plus_02_dot_70)
        (coolable Apple_bar__plus_02_dot_92_bar__plus_01_dot_47_bar__plus_02_dot_70)
        (sliceable Apple_bar__plus_02_dot_92_bar__plus_01_dot_47_bar__plus_02_dot_70)
        (objectType ButterKnife_bar__plus_02_dot_31_bar__plus_00_dot_67_bar__plus_01_dot_56 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_02_dot_31_bar__plus_00_dot_67_bar__plus_01_dot_56 Drawer_bar__plus_00_dot_02_bar__plus_00_dot_79_bar__plus_00_dot_30)
        (objectAtLocation ButterKnife_bar__plus_02_dot_31_bar__plus_00_dot_67_bar__plus_01_dot_56 loc_bar__minus_1_bar__minus_2_bar_0_bar_30)
        (pickupable ButterKnife_bar__plus_02_dot_31_bar__plus_00_dot_67_bar__plus_01_dot_56)
        (cleanable ButterKnife_bar__plus_02_dot_31_bar__plus_00_dot_67_bar__plus_01_dot_56)
        (objectType Fork_bar__plus_00_dot_23_bar__plus_01_dot_47_bar__minus_00_dot_80 ForkType)
        (inReceptacle Fork_bar__plus_00_dot_23_bar__plus_01_dot_47_bar__minus_00_dot_80 DiningTable_bar__minus_02_dot_20_bar__plus_00_dot_99_bar__plus_00_dot_45)
        (objectAtLocation Fork_bar__plus_00_dot_23_bar__plus_01_dot_47_bar__minus_00_dot_80 loc_bar__minus_9_bar__minus_1_bar_0_bar_30)
        (pickupable Fork_bar__plus_00_dot_23_bar__plus_01_dot_47_bar__minus_00_dot_80)
        (cleanable Fork_bar__plus_00_dot_23_bar__plus_01_dot_47_bar__minus_00_dot_80)
        (objectType Fork_bar__minus_02_dot_68_bar__plus_00_dot_71_bar__minus_03_dot_00 ForkType)
        (inReceptacle Fork_bar__minus_02_dot_68_bar__plus_00_dot_71_bar__minus_03_dot_00 CounterTop_bar__plus_01_dot_78_bar__plus_00_dot_95_bar__plus_00_dot_46)
        (objectAtLocation Fork_bar__minus_02_dot_68_bar__plus_00_dot_71_bar__minus_03_dot_00 loc_bar_6_bar__minus_1_bar_0_bar_30)
        (pickupable Fork_bar__minus_02_dot_68_bar__plus_00_dot_71_bar__minus_03_dot_00)
        (cleanable Fork_bar__minus_02_dot_68_bar__plus_00_dot_71_bar__minus_03_dot_00)
        (objectType Kettle_bar__plus_01_dot_75_bar__plus_01_dot_38_bar__minus_02_dot_82 KettleType)
        (inReceptacle Kettle_bar__plus_01_dot_75_bar__plus_01_dot_38_bar__minus_02_dot_82 DiningTable_bar__minus_02_dot_20_bar__plus_00_dot_99_bar__plus_00_dot_45)
        (objectAtLocation Kettle_bar__plus_01_dot_75_bar__plus_01_dot_38_bar__minus_02_dot_82 loc_bar__minus_9_bar__minus_1_bar_0_bar_30)
        (pickupable Kettle_bar__plus_01_dot_75_bar__plus_01_dot_38_bar__minus_02_dot_82)
        (cleanable Kettle_bar__plus_01_dot_75_bar__plus_01_dot_38_bar__minus_02_dot_82)
        (objectType Kettle_bar__minus_00_dot_63_bar__plus_00_dot_36_bar__plus_01_dot_96 KettleType)
        (inReceptacle Kettle_bar__minus_00_dot_63_bar__plus_00_dot_36_bar__plus_01_dot_96 Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_35)
        (objectAtLocation Kettle_bar__minus_00_dot_63_bar__plus_00_dot_36_bar__plus_01_dot_96 loc_bar__minus_6_bar__minus_2_bar_2_bar_30)
        (pickupable Kettle_bar__minus_00_dot_63_bar__plus_00_dot_36_bar__plus_01_dot_96)
        (cleanable Kettle_bar__minus_00_dot_63_bar__plus_00_dot_36_bar__plus_01_dot_96)
        (objectType Knife_bar__plus_01_dot_28_bar__plus_00_dot_16_bar__plus_00_dot_05 KnifeType)
        (inReceptacle Knife_bar__plus_01_dot_28_bar__plus_00_dot_16_bar__plus_00_dot_05 Drawer_bar__minus_01_dot_10_bar__plus_00_dot_79_bar__minus_01_dot_50)
        (objectAtLocation Knife_bar__plus_01_dot_28_bar__plus_00_dot_16_bar__plus_00_dot_05 loc_bar_0_bar__minus_3_bar_3_bar_30)
        (pickupable Knife_bar__plus_01_dot_28_bar__plus_00_dot_16_bar__plus_00_dot_05)
        (cleanable Knife_bar__plus_01_dot_28_bar__plus_00_dot_16_bar__plus_00_dot_05)
        (objectType Lettuce_bar__plus_01_dot_25_bar__plus_00_dot_18_bar__plus_02_dot_25 LettuceType)
        (inReceptacle Lettuce_bar__plus_01_dot_25_bar__plus_00_dot_18_bar__plus_02_dot_25 DiningTable_bar__minus_02_dot_20_bar__plus_00_dot_99_bar__plus_00_dot_45)
        (objectAtLocation Lettuce_bar__plus_01_dot_25_bar__plus_00_dot_18_bar__plus_02_dot_25 loc_bar__minus_9_bar__minus_1_bar_0_bar_30)
        (pickupable Lettuce_bar__plus_01_dot_25_bar__plus_00_dot_18_bar__plus_02_dot_25)
        (cleanable Lettuce_bar__plus_01_dot_25_bar__plus_00_dot_18_bar__plus_02_dot_25)
        (coolable Lettuce_bar__plus_01_dot_25_bar__plus_00_dot_18_bar__plus_02_dot_25)
        (sliceable Lettuce_bar__plus_01_dot_25_bar__plus_00_dot_18_bar__plus_02_dot_25)
        (objectType Lettuce_bar__minus_02_dot_35_bar__plus_00_dot_76_bar__plus_01_dot_78 LettuceType)
        (inReceptacle Lettuce_bar__minus_02_dot_35_bar__plus_00_dot_76_bar__plus_01_dot_78 DiningTable_bar__minus_02_dot_20_bar__plus_00_dot_99_bar__plus_00_dot_45)
        (objectAtLocation Lettuce_bar__minus_02_dot_35_bar__plus_00_dot_76_bar__plus_01_dot_78 loc_bar__minus_9_bar__minus_1_bar_0_bar_30)
        (pickupable Lettuce_bar__minus_02_dot_35_bar__plus_00_dot_76_bar__plus_01_dot_78)
        (cleanable Lettuce_bar__minus_02_dot_35_bar__plus_00_dot_76_bar__plus_01_dot_78)
        (coolable Lettuce_bar__minus_02_dot_35_bar__plus_00_dot_76_bar__plus_01_dot_78)
        (sliceable Lettuce_bar__minus_02_dot_35_bar__plus_00_dot_76_bar__plus_01_dot_78)
        (objectType SoapBottle_bar__minus_01_dot_24_bar__plus_00_dot_72_bar__minus_01_dot_01 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_24_bar__plus_00_dot_72_bar__minus_01_dot_01 Cabinet_bar__minus_00_dot_40_bar__plus_00_dot_40_bar__minus_01_dot_35)
        (objectAtLocation SoapBottle_bar__minus_01_dot_24_bar__plus_00_dot_72_bar__minus_01_dot_01 loc_bar__minus_4_bar__minus_2_bar_2_bar_30)
        (pickupable SoapBottle_bar__minus_01_dot_24_bar__plus_00_dot_72_bar__minus_01_dot_01)
        (objectType Spatula_bar__minus_02_dot_93_bar__plus_00_dot_34_bar__minus_02_dot_37 SpatulaType)
        (inReceptacle Spatula_bar__minus_02_dot_93_bar__plus_00_dot_34_bar__minus_02_dot_37 Drawer_bar__minus_01_dot_10_bar__plus_00_dot_79_bar__minus_01_dot_50)
        (objectAtLocation Spatula_bar__minus_02_dot_93_bar__plus_00_dot_34_bar__minus_02_dot_37 loc_bar_0_bar__minus_3_bar_3_bar_30)
        (pickupable Spatula_bar__minus_02_dot_93_bar__plus_00_dot_34_bar__minus_02_dot_37)
        (cleanable Spatula_bar__minus_02_dot_93_bar__plus_00_dot_34_bar__minus_02_dot_37)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o PepperShakerType)
                            (receptacleType ?r CounterTopType)
                        )
                    )
                )
            )
        )
    )
