(define (problem plan_trial_T00000000_000003_000016)
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
        CupType - otype
        KettleType - otype
        KnifeType - otype
        PotType - otype
        SpoonType - otype
        Bread_bar__minus_00_dot_64_bar__plus_00_dot_61_bar__minus_01_dot_84 - object
        Bread_bar__minus_01_dot_56_bar__plus_00_dot_30_bar__plus_01_dot_83 - object
        Bread_bar__plus_02_dot_92_bar__plus_00_dot_20_bar__plus_02_dot_00 - object
        ButterKnife_bar__minus_00_dot_20_bar__plus_00_dot_09_bar__minus_00_dot_87 - object
        Cup_bar__minus_01_dot_99_bar__plus_01_dot_26_bar__minus_02_dot_01 - object
        Cup_bar__minus_00_dot_86_bar__plus_00_dot_71_bar__plus_02_dot_26 - object
        Kettle_bar__plus_02_dot_09_bar__plus_00_dot_32_bar__plus_02_dot_54 - object
        Kettle_bar__plus_01_dot_59_bar__plus_00_dot_14_bar__minus_02_dot_95 - object
        Knife_bar__minus_01_dot_13_bar__plus_01_dot_24_bar__plus_01_dot_78 - object
        Pot_bar__plus_01_dot_28_bar__plus_01_dot_32_bar__minus_02_dot_96 - object
        Pot_bar__minus_02_dot_38_bar__plus_01_dot_25_bar__plus_01_dot_60 - object
        Spoon_bar__minus_00_dot_00_bar__plus_00_dot_29_bar__minus_02_dot_47 - object
        Spoon_bar__plus_02_dot_22_bar__plus_01_dot_05_bar__minus_00_dot_99 - object
        Cabinet_bar__plus_00_dot_20_bar__plus_02_dot_02_bar__minus_02_dot_00 - receptacle
        Cabinet_bar__plus_01_dot_38_bar__plus_00_dot_46_bar__minus_01_dot_69 - receptacle
        Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_00_dot_05 - receptacle
        Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_00_dot_77 - receptacle
        Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_27_bar__minus_00_dot_84 - receptacle
        CounterTop_bar__minus_00_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_19 - receptacle
        Drawer_bar__minus_00_dot_82_bar__plus_00_dot_75_bar__minus_01_dot_69 - receptacle
        Microwave_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_01_dot_35 - receptacle
        Sink_bar__minus_00_dot_12_bar__plus_00_dot_88_bar__minus_02_dot_01_bar_SinkBasin - receptacle
        loc_bar_0_bar__minus_2_bar_3_bar_30 - location
        loc_bar_0_bar__minus_5_bar_2_bar_30 - location
        loc_bar_0_bar__minus_5_bar_3_bar_30 - location
        loc_bar_2_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar_4_bar_10_bar_0_bar_30 - location
        loc_bar_4_bar__minus_3_bar_2_bar_30 - location
        loc_bar_4_bar__minus_5_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_0_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_3_bar__minus_30 - location
        loc_bar__minus_2_bar__minus_5_bar_3_bar__minus_30 - location
        )
(:init
        (atLocation agent1 loc_bar_4_bar_10_bar_0_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_20_bar__plus_02_dot_02_bar__minus_02_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_20_bar__plus_02_dot_02_bar__minus_02_dot_00 loc_bar_2_bar__minus_5_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_20_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (receptacleType Cabinet_bar__plus_01_dot_38_bar__plus_00_dot_46_bar__minus_01_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_38_bar__plus_00_dot_46_bar__minus_01_dot_69 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (openable Cabinet_bar__plus_01_dot_38_bar__plus_00_dot_46_bar__minus_01_dot_69)
        (receptacleType Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_00_dot_05 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_00_dot_05 loc_bar_0_bar__minus_2_bar_3_bar_30)
        (openable Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_00_dot_05)
        (receptacleType Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_00_dot_77 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_00_dot_77 loc_bar__minus_2_bar__minus_2_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_00_dot_77)
        (receptacleType Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_27_bar__minus_00_dot_84 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_27_bar__minus_00_dot_84 loc_bar__minus_2_bar__minus_5_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_27_bar__minus_00_dot_84)
        (receptacleType CounterTop_bar__minus_00_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_19 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_19 loc_bar__minus_2_bar__minus_2_bar_0_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_82_bar__plus_00_dot_75_bar__minus_01_dot_69 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_82_bar__plus_00_dot_75_bar__minus_01_dot_69 loc_bar_0_bar__minus_5_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_82_bar__plus_00_dot_75_bar__minus_01_dot_69)
        (receptacleType Microwave_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_01_dot_35 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_01_dot_35 loc_bar_4_bar__minus_5_bar_1_bar_30)
        (openable Microwave_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_01_dot_35)
        (receptacleType Sink_bar__minus_00_dot_12_bar__plus_00_dot_88_bar__minus_02_dot_01_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_12_bar__plus_00_dot_88_bar__minus_02_dot_01_bar_SinkBasin loc_bar_0_bar__minus_5_bar_2_bar_30)
        (canContain CabinetType CupType)
        (canContain CabinetType KettleType)
        (canContain CabinetType PotType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SpoonType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BreadType)
        (canContain FridgeType CupType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType CupType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpoonType)
        (objectType Bread_bar__minus_00_dot_64_bar__plus_00_dot_61_bar__minus_01_dot_84 BreadType)
        (inReceptacle Bread_bar__minus_00_dot_64_bar__plus_00_dot_61_bar__minus_01_dot_84 Microwave_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_01_dot_35)
        (objectAtLocation Bread_bar__minus_00_dot_64_bar__plus_00_dot_61_bar__minus_01_dot_84 loc_bar_4_bar__minus_5_bar_1_bar_30)
        (pickupable Bread_bar__minus_00_dot_64_bar__plus_00_dot_61_bar__minus_01_dot_84)
        (heatable Bread_bar__minus_00_dot_64_bar__plus_00_dot_61_bar__minus_01_dot_84)
        (coolable Bread_bar__minus_00_dot_64_bar__plus_00_dot_61_bar__minus_01_dot_84)
        (sliceable Bread_bar__minus_00_dot_64_bar__plus_00_dot_61_bar__minus_01_dot_84)
        (objectType Bread_bar__minus_01_dot_56_bar__plus_00_dot_30_bar__plus_01_dot_83 BreadType)
        (inReceptacle Bread_bar__minus_01_dot_56_bar__plus_00_dot_30_bar__plus_01_dot_83 Microwave_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_01_dot_35)
        (objectAtLocation Bread_bar__minus_01_dot_56_bar__plus_00_dot_30_bar__plus_01_dot_83 loc_bar_4_bar__minus_5_bar_1_bar_30)
        (pickupable Bread_bar__minus_01_dot_56_bar__plus_00_dot_30_bar__plus_01_dot_83)
        (heatable Bread_bar__minus_01_dot_56_bar__plus_00_dot_30_bar__plus_01_dot_83)
        (coolable Bread_bar__minus_01_dot_56_bar__plus_00_dot_30_bar__plus_01_dot_83)
        (sliceable Bread_bar__minus_01_dot_56_bar__plus_00_dot_30_bar__plus_01_dot_83)
        (objectType Bread_bar__plus_02_dot_92_bar__plus_00_dot_20_bar__plus_02_dot_00 BreadType)
        (inReceptacle Bread_bar__plus_02_dot_92_bar__plus_00_dot_20_bar__plus_02_dot_00 Microwave_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_01_dot_35)
        (objectAtLocation Bread_bar__plus_02_dot_92_bar__plus_00_dot_20_bar__plus_02_dot_00 loc_bar_4_bar__minus_5_bar_1_bar_30)
        (pickupable Bread_bar__plus_02_dot_92_bar__plus_00_dot_20_bar__plus_02_dot_00)
        (heatable Bread_bar__plus_02_dot_92_bar__plus_00_dot_20_bar__plus_02_dot_00)
        (coolable Bread_bar__plus_02_dot_92_bar__plus_00_dot_20_bar__plus_02_dot_00)
        (sliceable Bread_bar__plus_02_dot_92_bar__plus_00_dot_20_bar__plus_02_dot_00)
        (objectType ButterKnife_bar__minus_00_dot_20_bar__plus_00_dot_09_bar__minus_00_dot_87 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_00_dot_20_bar__plus_00_dot_09_bar__minus_00_dot_87 Drawer_bar__minus_00_dot_82_bar__plus_00_dot_75_bar__minus_01_dot_69)
        (objectAtLocation ButterKnife_bar__minus_00_dot_20_bar__plus_00_dot_09_bar__minus_00_dot_87 loc_bar_0_bar__minus_5_bar_3_bar_30)
        (pickupable ButterKnife_bar__minus_00_dot_20_bar__plus_00_dot_09_bar__minus_00_dot_87)
        (cleanable ButterKnife_bar__minus_00_dot_20_bar__plus_00_dot_09_bar__minus_00_dot_87)
        (objectType Cup_bar__minus_01_dot_99_bar__plus_01_dot_26_bar__minus_02_dot_01 CupType)
        (inReceptacle Cup_bar__minus_01_dot_99_bar__plus_01_dot_26_bar__minus_02_dot_01 Sink_bar__minus_00_dot_12_bar__plus_00_dot_88_bar__minus_02_dot_01_bar_SinkBasin)
        (objectAtLocation Cup_bar__minus_01_dot_99_bar__plus_01_dot_26_bar__minus_02_dot_01 loc_bar_0_bar__minus_5_bar_2_bar_30)
        (pickupable Cup_bar__minus_01_dot_99_bar__plus_01_dot_26_bar__minus_02_dot_01)
        (cleanable Cup_bar__minus_01_dot_99_bar__plus_01_dot_26_bar__minus_02_dot_01)
        (heatable Cup_bar__minus_01_dot_99_bar__plus_01_dot_26_bar__minus_02_dot_01)
        (coolable Cup_bar__minus_01_dot_99_bar__plus_01_dot_26_bar__minus_02_dot_01)
        (isReceptacleObject Cup_bar__minus_01_dot_99_bar__plus_01_dot_26_bar__minus_02_dot_01)
        (objectType Cup_bar__minus_00_dot_86_bar__plus_00_dot_71_bar__plus_02_dot_26 CupType)
        (inReceptacle Cup_bar__minus_00_dot_86_bar__plus_00_dot_71_bar__plus_02_dot_26 CounterTop_bar__minus_00_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_19)
        (objectAtLocation Cup_bar__minus_00_dot_86_bar__plus_00_dot_71_bar__plus_02_dot_26 loc_bar__minus_2_bar__minus_2_bar_0_bar_30)
        (pickupable Cup_bar__minus_00_dot_86_bar__plus_00_dot_71_bar__plus_02_dot_26)
        (cleanable Cup_bar__minus_00_dot_86_bar__plus_00_dot_71_bar__plus_02_dot_26)
        (heatable Cup_bar__minus_00_dot_86_bar__plus_00_dot_71_bar__plus_02_dot_26)
        (coolable Cup_bar__minus_00_dot_86_bar__plus_00_dot_71_bar__plus_02_dot_26)
        (isReceptacleObject Cup_bar__minus_00_dot_86_bar__plus_00_dot_71_bar__plus_02_dot_26)
        (objectType Kettle_bar__plus_02_dot_09_bar__plus_00_dot_32_bar__plus_02_dot_54 KettleType)
        (inReceptacle Kettle_bar__plus_02_dot_09_bar__plus_00_dot_32_bar__plus_02_dot_54 Cabinet_bar__plus_01_dot_38_bar__plus_00_dot_46_bar__minus_01_dot_69)
        (objectAtLocation Kettle_bar__plus_02_dot_09_bar__plus_00_dot_32_bar__plus_02_dot_54 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (pickupable Kettle_bar__plus_02_dot_09_bar__plus_00_dot_32_bar__plus_02_dot_54)
        (cleanable Kettle_bar__plus_02_dot_09_bar__plus_00_dot_32_bar__plus_02_dot_54)
        (objectType Kettle_bar__plus_01_dot_59_bar__plus_00_dot_14_bar__minus_02_dot_95 KettleType)
        (inReceptacle Kettle_bar__plus_01_dot_59_bar__plus_00_dot_14_bar__minus_02_dot_95 Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_00_dot_77)
        (objectAtLocation Kettle_bar__plus_01_dot_59_bar__plus_00_dot_14_bar__minus_02_dot_95 loc_bar__minus_2_bar__minus_2_bar_3_bar__minus_30)
        (pickupable Kettle_bar__plus_01_dot_59_bar__plus_00_dot_14_bar__minus_02_dot_95)
        (cleanable Kettle_bar__plus_01_dot_59_bar__plus_00_dot_14_bar__minus_02_dot_95)
        (objectType Knife_bar__minus_01_dot_13_bar__plus_01_dot_24_bar__plus_01_dot_78 KnifeType)
        (inReceptacle Knife_bar__minus_01_dot_13_bar__plus_01_dot_24_bar__plus_01_dot_78 Sink_bar__minus_00_dot_12_bar__plus_00_dot_88_bar__minus_02_dot_01_bar_SinkBasin)
        (objectAtLocation Knife_bar__minus_01_dot_13_bar__plus_01_dot_24_bar__plus_01_dot_78 loc_bar_0_bar__minus_5_bar_2_bar_30)
        (pickupable Knife_bar__minus_01_dot_13_bar__plus_01_dot_24_bar__plus_01_dot_78)
        (cleanable Knife_bar__minus_01_dot_13_bar__plus_01_dot_24_bar__plus_01_dot_78)
        (objectType Pot_bar__plus_01_dot_28_bar__plus_01_dot_32_bar__minus_02_dot_96 PotType)
        (inReceptacle Pot_bar__plus_01_dot_28_bar__plus_01_dot_32_bar__minus_02_dot_96 Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_27_bar__minus_00_dot_84)
        (objectAtLocation Pot_bar__plus_01_dot_28_bar__plus_01_dot_32_bar__minus_02_dot_96 loc_bar__minus_2_bar__minus_5_bar_3_bar__minus_30)
        (pickupable Pot_bar__plus_01_dot_28_bar__plus_01_dot_32_bar__minus_02_dot_96)
        (cleanable Pot_bar__plus_01_dot_28_bar__plus_01_dot_32_bar__minus_02_dot_96)
        (coolable Pot_bar__plus_01_dot_28_bar__plus_01_dot_32_bar__minus_02_dot_96)
        (isReceptacleObject Pot_bar__plus_01_dot_28_bar__plus_01_dot_32_bar__minus_02_dot_96)
        (objectType Pot_bar__minus_02_dot_38_bar__plus_01_dot_25_bar__plus_01_dot_60 PotType)
        (inReceptacle Pot_bar__minus_02_dot_38_bar__plus_01_dot_25_bar__plus_01_dot_60 Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_27_bar__minus_00_dot_84)
        (objectAtLocation Pot_bar__minus_02_dot_38_bar__plus_01_dot_25_bar__plus_01_dot_60 loc_bar__minus_2_bar__minus_5_bar_3_bar__minus_30)
        (pickupable Pot_bar__minus_02_dot_38_bar__plus_01_dot_25_bar__plus_01_dot_60)
        (cleanable Pot_bar__minus_02_dot_38_bar__plus_01_dot_25_bar__plus_01_dot_60)
        (coolable Pot_bar__minus_02_dot_38_bar__plus_01_dot_25_bar__plus_01_dot_60)
        (isReceptacleObject Pot_bar__minus_02_dot_38_bar__plus_01_dot_25_bar__plus_01_dot_60)
        (objectType Spoon_bar__minus_00_dot_00_bar__plus_00_dot_29_bar__minus_02_dot_47 SpoonType)
        (inReceptacle Spoon_bar__minus_00_dot_00_bar__plus_00_dot_29_bar__minus_02_dot_47 CounterTop_bar__minus_00_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_19)
        (objectAtLocation Spoon_bar__minus_00_dot_00_bar__plus_00_dot_29_bar__minus_02_dot_47 loc_bar__minus_2_bar__minus_2_bar_0_bar_30)
        (pickupable Spoon_bar__minus_00_dot_00_bar__plus_00_dot_29_bar__minus_02_dot_47)
        (cleanable Spoon_bar__minus_00_dot_00_bar__plus_00_dot_29_bar__minus_02_dot_47)
        (objectType Spoon_bar__plus_02_dot_22_bar__plus_01_dot_05_bar__minus_00_dot_99 SpoonType)
        (inReceptacle Spoon_bar__plus_02_dot_22_bar__plus_01_dot_05_bar__minus_00_dot_99 Drawer_bar__minus_00_dot_82_bar__plus_00_dot_75_bar__minus_01_dot_69)
        (objectAtLocation Spoon_bar__plus_02_dot_22_bar__plus_01_dot_05_bar__minus_00_dot_99 loc_bar_0_bar__minus_5_bar_3_bar_30)
        (pickupable Spoon_bar__plus_02_dot_22_bar__plus_01_dot_05_bar__minus_00_dot_99)
        (cleanable Spoon_bar__plus_02_dot_22_bar__plus_01_dot_05_bar__minus_00_dot_99)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o BreadType)
                            (receptacleType ?r CounterTopType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
