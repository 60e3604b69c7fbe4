(define (problem plan_trial_T00000000_000003_000020)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        EggType - otype
        ForkType - otype
        KettleType - otype
        KnifeType - otype
        PotatoType - otype
        SoapBottleType - otype
        SpoonType - otype
        StatueType - otype
        VaseType - otype
        Egg_bar__minus_01_dot_05_bar__plus_00_dot_16_bar__plus_00_dot_63 - object
        Egg_bar__minus_02_dot_81_bar__plus_00_dot_84_bar__plus_00_dot_72 - object
        Egg_bar__plus_02_dot_05_bar__plus_00_dot_98_bar__minus_02_dot_73 - object
        Fork_bar__plus_02_dot_37_bar__plus_01_dot_09_bar__minus_01_dot_49 - object
        Kettle_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__minus_01_dot_25 - object
        Kettle_bar__minus_01_dot_87_bar__plus_00_dot_06_bar__minus_00_dot_05 - object
        Knife_bar__minus_00_dot_02_bar__plus_01_dot_18_bar__plus_02_dot_75 - object
        Potato_bar__minus_02_dot_38_bar__plus_00_dot_54_bar__minus_01_dot_94 - object
        Potato_bar__plus_02_dot_28_bar__plus_01_dot_39_bar__plus_00_dot_20 - object
        SoapBottle_bar__minus_00_dot_78_bar__plus_00_dot_66_bar__plus_01_dot_68 - object
        SoapBottle_bar__minus_01_dot_55_bar__plus_01_dot_37_bar__minus_01_dot_62 - object
        Spoon_bar__minus_00_dot_21_bar__plus_00_dot_15_bar__minus_00_dot_94 - object
        Spoon_bar__minus_00_dot_89_bar__plus_00_dot_36_bar__minus_01_dot_48 - object
        Statue_bar__minus_01_dot_34_bar__plus_01_dot_02_bar__plus_01_dot_18 - object
        Statue_bar__plus_02_dot_93_bar__plus_00_dot_86_bar__plus_00_dot_19 - object
        Vase_bar__minus_00_dot_58_bar__plus_00_dot_81_bar__minus_02_dot_14 - object
        Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00 - receptacle
        Cabinet_bar__plus_01_dot_39_bar__plus_00_dot_47_bar__minus_01_dot_06 - receptacle
        Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_03 - receptacle
        Cabinet_bar__minus_00_dot_42_bar__plus_00_dot_37_bar__minus_00_dot_01 - receptacle
        Cabinet_bar__minus_00_dot_46_bar__plus_02_dot_27_bar__minus_02_dot_00 - receptacle
        Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_00_dot_05 - receptacle
        Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_01_dot_98 - receptacle
        Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_27_bar__minus_00_dot_84 - receptacle
        CounterTop_bar__minus_00_dot_63_bar__plus_01_dot_17_bar__plus_00_dot_57 - receptacle
        Drawer_bar__minus_00_dot_07_bar__plus_00_dot_75_bar__minus_00_dot_01 - receptacle
        Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__minus_00_dot_54 - receptacle
        Microwave_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_01_dot_35 - receptacle
        loc_bar_0_bar__minus_2_bar_3_bar_30 - location
        loc_bar_0_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar_2_bar_3_bar_3_bar_30 - location
        loc_bar_2_bar__minus_4_bar_1_bar_30 - location
        loc_bar_3_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_3_bar_1_bar_30 - location
        loc_bar_4_bar__minus_5_bar_1_bar_30 - location
        loc_bar_4_bar__minus_5_bar_1_bar__minus_30 - location
        loc_bar_4_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar__minus_1_bar__minus_4_bar_0_bar_30 - location
        loc_bar__minus_1_bar__minus_5_bar_3_bar__minus_30 - location
        loc_bar__minus_2_bar__minus_5_bar_3_bar__minus_30 - location
        loc_bar__minus_8_bar_10_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_8_bar_10_bar_0_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00 loc_bar_4_bar__minus_5_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (receptacleType Cabinet_bar__plus_01_dot_39_bar__plus_00_dot_47_bar__minus_01_dot_06 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_39_bar__plus_00_dot_47_bar__minus_01_dot_06 loc_bar_2_bar__minus_4_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_39_bar__plus_00_dot_47_bar__minus_01_dot_06)
        (receptacleType Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_03 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_03 loc_bar_4_bar__minus_5_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_03)
        (receptacleType Cabinet_bar__minus_00_dot_42_bar__plus_00_dot_37_bar__minus_00_dot_01 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_42_bar__plus_00_dot_37_bar__minus_00_dot_01 loc_bar__minus_1_bar__minus_4_bar_0_bar_30)
        (openable Cabinet_bar__minus_00_dot_42_bar__plus_00_dot_37_bar__minus_00_dot_01)
        (receptacleType Cabinet_bar__minus_00_dot_46_bar__plus_02_dot_27_bar__minus_02_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_46_bar__plus_02_dot_27_bar__minus_02_dot_00 loc_bar_0_bar__minus_5_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_46_bar__plus_02_dot_27_bar__minus_02_dot_00)
        (receptacleType Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_00_dot_05 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_00_dot_05 loc_bar_0_bar__minus_2_bar_3_bar_30)
        (openable Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_00_dot_05)
        (receptacleType Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_01_dot_98 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_01_dot_98 loc_bar__minus_1_bar__minus_5_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_01_dot_98)
        (receptacleType Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_27_bar__minus_00_dot_84 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_27_bar__minus_00_dot_84 loc_bar__minus_2_bar__minus_5_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_27_bar__minus_00_dot_84)
        (receptacleType CounterTop_bar__minus_00_dot_63_bar__plus_01_dot_17_bar__plus_00_dot_57 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_63_bar__plus_01_dot_17_bar__plus_00_dot_57 loc_bar_2_bar_3_bar_3_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_07_bar__plus_00_dot_75_bar__minus_00_dot_01 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_07_bar__plus_00_dot_75_bar__minus_00_dot_01 loc_bar_3_bar__minus_2_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_07_bar__plus_00_dot_75_bar__minus_00_dot_01)
        (receptacleType Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__minus_00_dot_54 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__minus_00_dot_54 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (openable Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__minus_00_dot_54)
        (receptacleType Microwave_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_01_dot_35 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_01_dot_35 loc_bar_4_bar__minus_5_bar_1_bar_30)
        (openable Microwave_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_01_dot_35)
        (canContain CabinetType KettleType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType VaseType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType StatueType)
        (canContain CounterTopType VaseType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType EggType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpoonType)
        (objectType Egg_bar__minus_01_dot_05_bar__plus_00_dot_16_bar__plus_00_dot_63 EggType)
        (inReceptacle Egg_bar__minus_01_dot_05_bar__plus_00_dot_16_bar__plus_00_dot_63 Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__minus_00_dot_54)
        (objectAtLocation Egg_bar__minus_01_dot_05_bar__plus_00_dot_16_bar__plus_00_dot_63 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (pickupable Egg_bar__minus_01_dot_05_bar__plus_00_dot_16_bar__plus_00_dot_63)
        (cleanable Egg_bar__minus_01_dot_05_bar__plus_00_dot_16_bar__plus_00_dot_63)
        (heatable Egg_bar__minus_01_dot_05_bar__plus_00_dot_16_bar__plus_00_dot_63)
        (coolable Egg_bar__minus_01_dot_05_bar__plus_00_dot_16_bar__plus_00_dot_63)
        (sliceable Egg_bar__minus_01_dot_05_bar__plus_00_dot_16_bar__plus_00_dot_63)
        (objectType Egg_bar__minus_02_dot_81_bar__plus_00_dot_84_bar__plus_00_dot_72 EggType)
        (inReceptacle Egg_bar__minus_02_dot_81_bar__plus_00_dot_84_bar__plus_00_dot_72 CounterTop_bar__minus_00_dot_63_bar__plus_01_dot_17_bar__plus_00_dot_57)
        (objectAtLocation Egg_bar__minus_02_dot_81_bar__plus_00_dot_84_bar__plus_00_dot_72 loc_bar_2_bar_3_bar_3_bar_30)
        (pickupable Egg_bar__minus_02_dot_81_bar__plus_00_dot_84_bar__plus_00_dot_72)
        (cleanable Egg_bar__minus_02_dot_81_bar__plus_00_dot_84_bar__plus_00_dot_72)
        (heatable Egg_bar__minus_02_dot_81_bar__plus_00_dot_84_bar__plus_00_dot_72)
        (coolable Egg_bar__minus_02_dot_81_bar__plus_00_dot_84_bar__plus_00_dot_72)
        (sliceable Egg_bar__minus_02_dot_81_bar__plus_00_dot_84_bar__plus_00_dot_72)
        (objectType Egg_bar__plus_02_dot_05_bar__plus_00_dot_98_bar__minus_02_dot_73 EggType)
        (inReceptacle Egg_bar__plus_02_dot_05_bar__plus_00_dot_98_bar__minus_02_dot_73 Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__minus_00_dot_54)
        (objectAtLocation Egg_bar__plus_02_dot_05_bar__plus_00_dot_98_bar__minus_02_dot_73 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (pickupable Egg_bar__plus_02_dot_05_bar__plus_00_dot_98_bar__minus_02_dot_73)
        (cleanable Egg_bar__plus_02_dot_05_bar__plus_00_dot_98_bar__minus_02_dot_73)
        (heatable Egg_bar__plus_02_dot_05_bar__plus_00_dot_98_bar__minus_02_dot_73)
        (coolable Egg_bar__plus_02_dot_05_bar__plus_00_dot_98_bar__minus_02_dot_73)
        (sliceable Egg_bar__plus_02_dot_05_bar__plus_00_dot_98_bar__minus_02_dot_73)
        (objectType Fork_bar__plus_02_dot_37_bar__plus_01_dot_09_bar__minus_01_dot_49 ForkType)
        (inReceptacle Fork_bar__plus_02_dot_37_bar__plus_01_dot_09_bar__minus_01_dot_49 CounterTop_bar__minus_00_dot_63_bar__plus_01_dot_17_bar__plus_00_dot_57)
        (objectAtLocation Fork_bar__plus_02_dot_37_bar__plus_01_dot_09_bar__minus_01_dot_49 loc_bar_2_bar_3_bar_3_bar_30)
        (pickupable Fork_bar__plus_02_dot_37_bar__plus_01_dot_09_bar__minus_01_dot_49)
        (cleanable Fork_bar__plus_02_dot_37_bar__plus_01_dot_09_bar__minus_01_dot_49)
        (objectType Kettle_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__minus_01_dot_25 KettleType)
        (inReceptacle Kettle_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__minus_01_dot_25 Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_00_dot_05)
        (objectAtLocation Kettle_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__minus_01_dot_25 loc_bar_0_bar__minus_2_bar_3_bar_30)
        (pickupable Kettle_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__minus_01_dot_25)
        (cleanable Kettle_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__minus_01_dot_25)
        (objectType Kettle_bar__minus_01_dot_87_bar__plus_00_dot_06_bar__minus_00_dot_05 KettleType)
        (inReceptacle Kettle_bar__minus_01_dot_87_bar__plus_00_dot_06_bar__minus_00_dot_05 Cabinet_bar__plus_01_dot_39_bar__plus_00_dot_47_bar__minus_01_dot_06)
        (objectAtLocation Kettle_bar__minus_01_dot_87_bar__plus_00_dot_06_bar__minus_00_dot_05 loc_bar_2_bar__minus_4_bar_1_bar_30)
        (pickupable Kettle_bar__minus_01_dot_87_bar__plus_00_dot_06_bar__minus_00_dot_05)
        (cleanable Kettle_bar__minus_01_dot_87_bar__plus_00_dot_06_bar__minus_00_dot_05)
        (objectType Knife_bar__minus_00_dot_02_bar__plus_01_dot_18_bar__plus_02_dot_75 KnifeType)
        (inReceptacle Knife_bar__minus_00_dot_02_bar__plus_01_dot_18_bar__plus_02_dot_75 Drawer_bar__minus_00_dot_07_bar__plus_00_dot_75_bar__minus_00_dot_01)
        (objectAtLocation Knife_bar__minus_00_dot_02_bar__plus_01_dot_18_bar__plus_02_dot_75 loc_bar_3_bar__minus_2_bar_3_bar_30)
        (pickupable Knife_bar__minus_00_dot_02_bar__plus_01_dot_18_bar__plus_02_dot_75)
        (cleanable Knife_bar__minus_00_dot_02_bar__plus_01_dot_18_bar__plus_02_dot_75)
        (objectType Potato_bar__minus_02_dot_38_bar__plus_00_dot_54_bar__minus_01_dot_94 PotatoType)
        (inReceptacle Potato_bar__minus_02_dot_38_bar__plus_00_dot_54_bar__minus_01_dot_94 CounterTop_bar__minus_00_dot_63_bar__plus_01_dot_17_bar__plus_00_dot_57)
        (objectAtLocation Potato_bar__minus_02_dot_38_bar__plus_00_dot_54_bar__minus_01_dot_94 loc_bar_2_bar_3_bar_3_bar_30)
        (pickupable Potato_bar__minus_02_dot_38_bar__plus_00_dot_54_bar__minus_01_dot_94)
        (cleanable Potato_bar__minus_02_dot_38_bar__plus_00_dot_54_bar__minus_01_dot_94)
        (heatable Potato_bar__minus_02_dot_38_bar__plus_00_dot_54_bar__minus_01_dot_94)
        (coolable Potato_bar__minus_02_dot_38_bar__plus_00_dot_54_bar__minus_01_dot_94)
        (sliceable Potato_bar__minus_02_dot_38_bar__plus_00_dot_54_bar__minus_01_dot_94)
        (objectType Potato_bar__plus_02_dot_28_bar__plus_01_dot_39_bar__plus_00_dot_20 PotatoType)
        (inReceptacle Potato_bar__plus_02_dot_28_bar__plus_01_dot_39_bar__plus_00_dot_20 Microwave_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_01_dot_35)
        (objectAtLocation Potato_bar__plus_02_dot_28_bar__plus_01_dot_39_bar__plus_00_dot_20 loc_bar_4_bar__minus_5_bar_1_bar_30)
        (pickupable Potato_bar__plus_02_dot_28_bar__plus_01_dot_39_bar__plus_00_dot_20)
        (cleanable Potato_bar__plus_02_dot_28_bar__plus_01_dot_39_bar__plus_00_dot_20)
        (heatable Potato_bar__plus_02_dot_28_bar__plus_01_dot_39_bar__plus_00_dot_20)
        (coolable Potato_bar__plus_02_dot_28_bar__plus_01_dot_39_bar__plus_00_dot_20)
        (sliceable Potato_bar__plus_02_dot_28_bar__plus_01_dot_39_bar__plus_00_dot_20)
        (objectType SoapBottle_bar__minus_00_dot_78_bar__plus_00_dot_66_bar__plus_01_dot_68 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_78_bar__plus_00_dot_66_bar__plus_01_dot_68 Drawer_bar__minus_00_dot_07_bar__plus_00_dot_75_bar__minus_00_dot_01)
        (objectAtLocation SoapBottle_bar__minus_00_dot_78_bar__plus_00_dot_66_bar__plus_01_dot_68 loc_bar_3_bar__minus_2_bar_3_bar_30)
        (pickupable SoapBottle_bar__minus_00_dot_78_bar__plus_00_dot_66_bar__plus_01_dot_68)
        (objectType SoapBottle_bar__minus_01_dot_55_bar__plus_01_dot_37_bar__minus_01_dot_62 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_55_bar__plus_01_dot_37_bar__minus_01_dot_62 Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_00_dot_05)
        (objectAtLocation SoapBottle_bar__minus_01_dot_55_bar__plus_01_dot_37_bar__minus_01_dot_62 loc_bar_0_bar__minus_2_bar_3_bar_30)
        (pickupable SoapBottle_bar__minus_01_dot_55_bar__plus_01_dot_37_bar__minus_01_dot_62)
        (objectType Spoon_bar__minus_00_dot_21_bar__plus_00_dot_15_bar__minus_00_dot_94 SpoonType)
        (inReceptacle Spoon_bar__minus_00_dot_21_bar__plus_00_dot_15_bar__minus_00_dot_94 Drawer_bar__minus_00_dot_07_bar__plus_00_dot_75_bar__minus_00_dot_01)
        (objectAtLocation Spoon_bar__minus_00_dot_21_bar__plus_00_dot_15_bar__minus_00_dot_94 loc_bar_3_bar__minus_2_bar_3_bar_30)
        (pickupable Spoon_bar__minus_00_dot_21_bar__plus_00_dot_15_bar__minus_00_dot_94)
        (cleanable Spoon_bar__minus_00_dot_21_bar__plus_00_dot_15_bar__minus_00_dot_94)
        (objectType Spoon_bar__minus_00_dot_89_bar__plus_00_dot_36_bar__minus_01_dot_48 SpoonType)
        (inReceptacle Spoon_bar__minus_00_dot_89_bar__plus_00_dot_36_bar__minus_01_dot_48 Drawer_bar__minus_00_dot_07_bar__plus_00_dot_75_bar__minus_00_dot_01)
        (objectAtLocation Spoon_bar__minus_00_dot_89_bar__plus_00_dot_36_bar__minus_01_dot_48 loc_bar_3_bar__minus_2_bar_3_bar_30)
        (pickupable Spoon_bar__minus_00_dot_89_bar__plus_00_dot_36_bar__minus_01_dot_48)
        (cleanable Spoon_bar__minus_00_dot_89_bar__plus_00_dot_36_bar__minus_01_dot_48)
        (objectType Statue_bar__minus_01_dot_34_bar__plus_01_dot_02_bar__plus_01_dot_18 StatueType)
        (inReceptacle Statue_bar__minus_01_dot_34_bar__plus_01_dot_02_bar__plus_01_dot_18 CounterTop_bar__minus_00_dot_63_bar__plus_01_dot_17_bar__plus_00_dot_57)
        (objectAtLocation Statue_bar__minus_01_dot_34_bar__plus_01_dot_02_bar__plus_01_dot_18 loc_bar_2_bar_3_bar_3_bar_30)
        (pickupable Statue_bar__minus_01_dot_34_bar__plus_01_dot_02_bar__plus_01_dot_18)
        (objectType Statue_bar__plus_02_dot_93_bar__plus_00_dot_86_bar__plus_00_dot_19 StatueType)
        (inReceptacle Statue_bar__plus_02_dot_93_bar__plus_00_dot_86_bar__plus_00_dot_19 CounterTop_bar__minus_00_dot_63_bar__plus_01_dot_17_bar__plus_00_dot_57)
        (objectAtLocation Statue_bar__plus_02_dot_93_bar__plus_00_dot_86_bar__plus_00_dot_19 loc_bar_2_bar_3_bar_3_bar_30)
        (pickupable Statue_bar__plus_02_dot_93_bar__plus_00_dot_86_bar__plus_00_dot_19)
        (objectType Vase_bar__minus_00_dot_58_bar__plus_00_dot_81_bar__minus_02_dot_14 VaseType)
        (inReceptacle Vase_bar__minus_00_dot_58_bar__plus_00_dot_81_bar__minus_02_dot_14 Cabinet_bar__plus_01_dot_39_bar__plus_00_dot_47_bar__minus_01_dot_06)
        (objectAtLocation Vase_bar__minus_00_dot_58_bar__plus_00_dot_81_bar__minus_02_dot_14 loc_bar_2_bar__minus_4_bar_1_bar_30)
        (pickupable Vase_bar__minus_00_dot_58_bar__plus_00_dot_81_bar__minus_02_dot_14)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r MicrowaveType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
