(define (problem plan_trial_T00000000_000001_000161)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BowlType - otype
        BreadType - otype
        ButterKnifeType - otype
        EggType - otype
        KnifeType - otype
        LadleType - otype
        PanType - otype
        PepperShakerType - otype
        SoapBottleType - otype
        TomatoType - otype
        Bread_bar__minus_02_dot_87_bar__plus_00_dot_91_bar__plus_01_dot_11 - object
        Bread_bar__minus_01_dot_99_bar__plus_00_dot_39_bar__minus_02_dot_46 - object
        Bowl_bar__plus_01_dot_56_bar__plus_00_dot_85_bar__plus_01_dot_49 - object
        Bowl_bar__plus_02_dot_18_bar__plus_00_dot_54_bar__plus_00_dot_18 - object
        Egg_bar__plus_01_dot_82_bar__plus_00_dot_00_bar__plus_02_dot_97 - object
        Egg_bar__plus_02_dot_39_bar__plus_01_dot_36_bar__minus_01_dot_16 - object
        Knife_bar__plus_01_dot_15_bar__plus_01_dot_39_bar__minus_01_dot_79 - object
        Knife_bar__plus_00_dot_23_bar__plus_01_dot_14_bar__plus_01_dot_58 - object
        Ladle_bar__minus_00_dot_63_bar__plus_00_dot_94_bar__plus_02_dot_01 - object
        Ladle_bar__minus_01_dot_39_bar__plus_00_dot_74_bar__minus_00_dot_74 - object
        Pan_bar__minus_02_dot_11_bar__plus_01_dot_37_bar__plus_02_dot_73 - object
        PepperShaker_bar__minus_00_dot_64_bar__plus_00_dot_54_bar__minus_00_dot_26 - object
        PepperShaker_bar__plus_02_dot_84_bar__plus_00_dot_88_bar__plus_00_dot_47 - object
        SoapBottle_bar__plus_02_dot_82_bar__plus_00_dot_20_bar__plus_00_dot_27 - object
        Tomato_bar__plus_02_dot_97_bar__plus_01_dot_15_bar__minus_01_dot_63 - object
        Cabinet_bar__minus_01_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_56 - receptacle
        Cabinet_bar__minus_02_dot_24_bar__plus_00_dot_39_bar__plus_00_dot_56 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_02_bar__plus_01_dot_72 - receptacle
        Cabinet_bar__minus_02_dot_44_bar__plus_00_dot_39_bar__plus_01_dot_67 - receptacle
        Cabinet_bar__minus_02_dot_77_bar__plus_01_dot_80_bar__plus_00_dot_51 - receptacle
        Cabinet_bar__minus_02_dot_78_bar__plus_01_dot_80_bar__plus_00_dot_82 - receptacle
        Cabinet_bar__minus_02_dot_78_bar__plus_01_dot_80_bar__plus_00_dot_83 - receptacle
        CounterTop_bar__minus_01_dot_56_bar__plus_00_dot_86_bar__plus_00_dot_28 - receptacle
        Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_00_dot_91 - receptacle
        Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_01_dot_25 - receptacle
        Drawer_bar__minus_00_dot_86_bar__plus_00_dot_71_bar__plus_00_dot_42 - receptacle
        Drawer_bar__minus_02_dot_59_bar__plus_00_dot_70_bar__plus_01_dot_51 - receptacle
        Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22 - receptacle
        Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35 - receptacle
        loc_bar_7_bar_11_bar_1_bar_30 - location
        loc_bar__minus_4_bar_4_bar_2_bar_30 - location
        loc_bar__minus_4_bar_6_bar_2_bar_30 - location
        loc_bar__minus_5_bar_4_bar_1_bar_30 - location
        loc_bar__minus_5_bar_5_bar_1_bar_30 - location
        loc_bar__minus_5_bar_5_bar_2_bar_30 - location
        loc_bar__minus_6_bar_4_bar_3_bar_0 - location
        loc_bar__minus_6_bar_4_bar_3_bar_30 - location
        loc_bar__minus_6_bar_6_bar_2_bar_30 - location
        loc_bar__minus_7_bar_7_bar_3_bar_30 - location
        loc_bar__minus_7_bar_7_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_9_bar_3_bar_30 - location
        loc_bar__minus_8_bar_4_bar_3_bar_0 - location
        loc_bar__minus_8_bar_5_bar_3_bar_0 - location
        loc_bar__minus_8_bar_5_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_7_bar_11_bar_1_bar_30)
        (receptacleType Cabinet_bar__minus_01_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_56 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_56 loc_bar__minus_4_bar_6_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_56)
        (receptacleType Cabinet_bar__minus_02_dot_24_bar__plus_00_dot_39_bar__plus_00_dot_56 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_24_bar__plus_00_dot_39_bar__plus_00_dot_56 loc_bar__minus_6_bar_6_bar_2_bar_30)
        (openable Cabinet_bar__minus_02_dot_24_bar__plus_00_dot_39_bar__plus_00_dot_56)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_02_bar__plus_01_dot_72 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_02_bar__plus_01_dot_72 loc_bar__minus_7_bar_7_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_02_bar__plus_01_dot_72)
        (receptacleType Cabinet_bar__minus_02_dot_44_bar__plus_00_dot_39_bar__plus_01_dot_67 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_44_bar__plus_00_dot_39_bar__plus_01_dot_67 loc_bar__minus_6_bar_4_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_44_bar__plus_00_dot_39_bar__plus_01_dot_67)
        (receptacleType Cabinet_bar__minus_02_dot_77_bar__plus_01_dot_80_bar__plus_00_dot_51 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_77_bar__plus_01_dot_80_bar__plus_00_dot_51 loc_bar__minus_6_bar_4_bar_3_bar_0)
        (openable Cabinet_bar__minus_02_dot_77_bar__plus_01_dot_80_bar__plus_00_dot_51)
        (receptacleType Cabinet_bar__minus_02_dot_78_bar__plus_01_dot_80_bar__plus_00_dot_82 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_78_bar__plus_01_dot_80_bar__plus_00_dot_82 loc_bar__minus_8_bar_4_bar_3_bar_0)
        (openable Cabinet_bar__minus_02_dot_78_bar__plus_01_dot_80_bar__plus_00_dot_82)
        (receptacleType Cabinet_bar__minus_02_dot_78_bar__plus_01_dot_80_bar__plus_00_dot_83 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_78_bar__plus_01_dot_80_bar__plus_00_dot_83 loc_bar__minus_8_bar_5_bar_3_bar_0)
        (openable Cabinet_bar__minus_02_dot_78_bar__plus_01_dot_80_bar__plus_00_dot_83)
        (receptacleType CounterTop_bar__minus_01_dot_56_bar__plus_00_dot_86_bar__plus_00_dot_28 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_56_bar__plus_00_dot_86_bar__plus_00_dot_28 loc_bar__minus_4_bar_4_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_00_dot_91 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_00_dot_91 loc_bar__minus_5_bar_5_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_00_dot_91)
        (receptacleType Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_01_dot_25 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_01_dot_25 loc_bar__minus_5_bar_4_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_01_dot_25)
        (receptacleType Drawer_bar__minus_00_dot_86_bar__plus_00_dot_71_bar__plus_00_dot_42 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_86_bar__plus_00_dot_71_bar__plus_00_dot_42 loc_bar__minus_5_bar_5_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_86_bar__plus_00_dot_71_bar__plus_00_dot_42)
        (receptacleType Drawer_bar__minus_02_dot_59_bar__plus_00_dot_70_bar__plus_01_dot_51 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_59_bar__plus_00_dot_70_bar__plus_01_dot_51 loc_bar__minus_7_bar_7_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_59_bar__plus_00_dot_70_bar__plus_01_dot_51)
        (receptacleType Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22 loc_bar__minus_7_bar_9_bar_3_bar_30)
        (openable Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22)
        (receptacleType Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35 loc_bar__minus_8_bar_5_bar_3_bar_30)
        (openable Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35)
        (canContain CabinetType BowlType)
        (canContain CabinetType LadleType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LadleType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType TomatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType LadleType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SoapBottleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType BreadType)
        (canContain FridgeType EggType)
        (canContain FridgeType PanType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LadleType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType TomatoType)
        (objectType Bread_bar__minus_02_dot_87_bar__plus_00_dot_91_bar__plus_01_dot_11 BreadType)
        (inReceptacle Bread_bar__minus_02_dot_87_bar__plus_00_dot_91_bar__plus_01_dot_11 Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35)
        (objectAtLocation Bread_bar__minus_02_dot_87_bar__plus_00_dot_91_bar__plus_01_dot_11 loc_bar__minus_8_bar_5_bar_3_bar_30)
        (pickupable Bread_bar__minus_02_dot_87_bar__plus_00_dot_91_bar__plus_01_dot_11)
        (heatable Bread_bar__minus_02_dot_87_bar__plus_00_dot_91_bar__plus_01_dot_11)
        (coolable Bread_bar__minus_02_dot_87_bar__plus_00_dot_91_bar__plus_01_dot_11)
        (sliceable Bread_bar__minus_02_dot_87_bar__plus_00_dot_91_bar__plus_01_dot_11)
        (objectType Bread_bar__minus_01_dot_99_bar__plus_00_dot_39_bar__minus_02_dot_46 BreadType)
        (inReceptacle Bread_bar__minus_01_dot_99_bar__plus_00_dot_39_bar__minus_02_dot_46 Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22)
        (objectAtLocation Bread_bar__minus_01_dot_99_bar__plus_00_dot_39_bar__minus_02_dot_46 loc_bar__minus_7_bar_9_bar_3_bar_30)
        (pickupable Bread_bar__minus_01_dot_99_bar__plus_00_dot_39_bar__minus_02_dot_46)
        (heatable Bread_bar__minus_01_dot_99_bar__plus_00_dot_39_bar__minus_02_dot_46)
        (coolable Bread_bar__minus_01_dot_99_bar__plus_00_dot_39_bar__minus_02_dot_46)
        (sliceable Bread_bar__minus_01_dot_99_bar__plus_00_dot_39_bar__minus_02_dot_46)
        (objectType Bowl_bar__plus_01_dot_56_bar__plus_00_dot_85_bar__plus_01_dot_49 BowlType)
        (inReceptacle Bowl_bar__plus_01_dot_56_bar__plus_00_dot_85_bar__plus_01_dot_49 Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22)
        (objectAtLocation Bowl_bar__plus_01_dot_56_bar__plus_00_dot_85_bar__plus_01_dot_49 loc_bar__minus_7_bar_9_bar_3_bar_30)
        (pickupable Bowl_bar__plus_01_dot_56_bar__plus_00_dot_85_bar__plus_01_dot_49)
        (cleanable Bowl_bar__plus_01_dot_56_bar__plus_00_dot_85_bar__plus_01_dot_49)
        (coolable Bowl_bar__plus_01_dot_56_bar__plus_00_dot_85_bar__plus_01_dot_49)
        (isReceptacleObject Bowl_bar__plus_01_dot_56_bar__plus_00_dot_85_bar__plus_01_dot_49)
        (objectType Bowl_bar__plus_02_dot_18_bar__plus_00_dot_54_bar__plus_00_dot_18 BowlType)
        (inReceptacle Bowl_bar__plus_02_dot_18_bar__plus_00_dot_54_bar__plus_00_dot_18 Cabinet_bar__minus_02_dot_44_bar__plus_00_dot_39_bar__plus_01_dot_67)
        (objectAtLocation Bowl_bar__plus_02_dot_18_bar__plus_00_dot_54_bar__plus_00_dot_18 loc_bar__minus_6_bar_4_bar_3_bar_30)
        (pickupable Bowl_bar__plus_02_dot_18_bar__plus_00_dot_54_bar__plus_00_dot_18)
        (cleanable Bowl_bar__plus_02_dot_18_bar__plus_00_dot_54_bar__plus_00_dot_18)
        (coolable Bowl_bar__plus_02_dot_18_bar__plus_00_dot_54_bar__plus_00_dot_18)
        (isReceptacleObject Bowl_bar__plus_02_dot_18_bar__plus_00_dot_54_bar__plus_00_dot_18)
        (objectType Egg_bar__plus_01_dot_82_bar__plus_00_dot_00_bar__plus_02_dot_97 EggType)
        (inReceptacle Egg_bar__plus_01_dot_82_bar__plus_00_dot_00_bar__plus_02_dot_97 Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22)
        (objectAtLocation Egg_bar__plus_01_dot_82_bar__plus_00_dot_00_bar__plus_02_dot_97 loc_bar__minus_7_bar_9_bar_3_bar_30)
        (pickupable Egg_bar__plus_01_dot_82_bar__plus_00_dot_00_bar__plus_02_dot_97)
        (cleanable Egg_bar__plus_01_dot_82_bar__plus_00_dot_00_bar__plus_02_dot_97)
        (heatable Egg_bar__plus_01_dot_82_bar__plus_00_dot_00_bar__plus_02_dot_97)
        (coolable Egg_bar__plus_01_dot_82_bar__plus_00_dot_00_bar__plus_02_dot_97)
        (sliceable Egg_bar__plus_01_dot_82_bar__plus_00_dot_00_bar__plus_02_dot_97)
        (objectType Egg_bar__plus_02_dot_39_bar__plus_01_dot_36_bar__minus_01_dot_16 EggType)
        (inReceptacle Egg_bar__plus_02_dot_39_bar__plus_01_dot_36_bar__minus_01_dot_16 CounterTop_bar__minus_01_dot_56_bar__plus_00_dot_86_bar__plus_00_dot_28)
        (objectAtLocation Egg_bar__plus_02_dot_39_bar__plus_01_dot_36_bar__minus_01_dot_16 loc_bar__minus_4_bar_4_bar_2_bar_30)
        (pickupable Egg_bar__plus_02_dot_39_bar__plus_01_dot_36_bar__minus_01_dot_16)
        (cleanable Egg_bar__plus_02_dot_39_bar__plus_01_dot_36_bar__minus_01_dot_16)
        (heatable Egg_bar__plus_02_dot_39_bar__plus_01_dot_36_bar__minus_01_dot_16)
        (coolable Egg_bar__plus_02_dot_39_bar__plus_01_dot_36_bar__minus_01_dot_16)
        (sliceable Egg_bar__plus_02_dot_39_bar__plus_01_dot_36_bar__minus_01_dot_16)
        (objectType Knife_bar__plus_01_dot_15_bar__plus_01_dot_39_bar__minus_01_dot_79 KnifeType)
        (inReceptacle Knife_bar__plus_01_dot_15_bar__plus_01_dot_39_bar__minus_01_dot_79 Drawer_bar__minus_00_dot_86_bar__plus_00_dot_71_bar__plus_00_dot_42)
        (objectAtLocation Knife_bar__plus_01_dot_15_bar__plus_01_dot_39_bar__minus_01_dot_79 loc_bar__minus_5_bar_5_bar_2_bar_30)
        (pickupable Knife_bar__plus_01_dot_15_bar__plus_01_dot_39_bar__minus_01_dot_79)
        (cleanable Knife_bar__plus_01_dot_15_bar__plus_01_dot_39_bar__minus_01_dot_79)
        (objectType Knife_bar__plus_00_dot_23_bar__plus_01_dot_14_bar__plus_01_dot_58 KnifeType)
        (inReceptacle Knife_bar__plus_00_dot_23_bar__plus_01_dot_14_bar__plus_01_dot_58 Drawer_bar__minus_00_dot_86_bar__plus_00_dot_71_bar__plus_00_dot_42)
        (objectAtLocation Knife_bar__plus_00_dot_23_bar__plus_01_dot_14_bar__plus_01_dot_58 loc_bar__minus_5_bar_5_bar_2_bar_30)
        (pickupable Knife_bar__plus_00_dot_23_bar__plus_01_dot_14_bar__plus_01_dot_58)
        (cleanable Knife_bar__plus_00_dot_23_bar__plus_01_dot_14_bar__plus_01_dot_58)
        (objectType Ladle_bar__minus_00_dot_63_bar__plus_00_dot_94_bar__plus_02_dot_01 LadleType)
        (inReceptacle Ladle_bar__minus_00_dot_63_bar__plus_00_dot_94_bar__plus_02_dot_01 Drawer_bar__minus_02_dot_59_bar__plus_00_dot_70_bar__plus_01_dot_51)
        (objectAtLocation Ladle_bar__minus_00_dot_63_bar__plus_00_dot_94_bar__plus_02_dot_01 loc_bar__minus_7_bar_7_bar_3_bar_30)
        (pickupable Ladle_bar__minus_00_dot_63_bar__plus_00_dot_94_bar__plus_02_dot_01)
        (cleanable Ladle_bar__minus_00_dot_63_bar__plus_00_dot_94_bar__plus_02_dot_01)
        (objectType Ladle_bar__minus_01_dot_39_bar__plus_00_dot_74_bar__minus_00_dot_74 LadleType)
        (inReceptacle Ladle_bar__minus_01_dot_39_bar__plus_00_dot_74_bar__minus_00_dot_74 Drawer_bar__minus_00_dot_86_bar__plus_00_dot_71_bar__plus_00_dot_42)
        (objectAtLocation Ladle_bar__minus_01_dot_39_bar__plus_00_dot_74_bar__minus_00_dot_74 loc_bar__minus_5_bar_5_bar_2_bar_30)
        (pickupable Ladle_bar__minus_01_dot_39_bar__plus_00_dot_74_bar__minus_00_dot_74)
        (cleanable Ladle_bar__minus_01_dot_39_bar__plus_00_dot_74_bar__minus_00_dot_74)
        (objectType Pan_bar__minus_02_dot_11_bar__plus_01_dot_37_bar__plus_02_dot_73 PanType)
        (inReceptacle Pan_bar__minus_02_dot_11_bar__plus_01_dot_37_bar__plus_02_dot_73 Cabinet_bar__minus_02_dot_77_bar__plus_01_dot_80_bar__plus_00_dot_51)
        (objectAtLocation Pan_bar__minus_02_dot_11_bar__plus_01_dot_37_bar__plus_02_dot_73 loc_bar__minus_6_bar_4_bar_3_bar_0)
        (pickupable Pan_bar__minus_02_dot_11_bar__plus_01_dot_37_bar__plus_02_dot_73)
        (cleanable Pan_bar__minus_02_dot_11_bar__plus_01_dot_37_bar__plus_02_dot_73)
        (coolable Pan_bar__minus_02_dot_11_bar__plus_01_dot_37_bar__plus_02_dot_73)
        (isReceptacleObject Pan_bar__minus_02_dot_11_bar__plus_01_dot_37_bar__plus_02_dot_73)
        (objectType PepperShaker_bar__minus_00_dot_64_bar__plus_00_dot_54_bar__minus_00_dot_26 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_00_dot_64_bar__plus_00_dot_54_bar__minus_00_dot_26 Drawer_bar__minus_00_dot_86_bar__plus_00_dot_71_bar__plus_00_dot_42)
        (objectAtLocation PepperShaker_bar__minus_00_dot_64_bar__plus_00_dot_54_bar__minus_00_dot_26 loc_bar__minus_5_bar_5_bar_2_bar_30)
        (pickupable PepperShaker_bar__minus_00_dot_64_bar__plus_00_dot_54_bar__minus_00_dot_26)
        (objectType PepperShaker_bar__plus_02_dot_84_bar__plus_00_dot_88_bar__plus_00_dot_47 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_02_dot_84_bar__plus_00_dot_88_bar__plus_00_dot_47 Cabinet_bar__minus_02_dot_78_bar__plus_01_dot_80_bar__plus_00_dot_83)
        (objectAtLocation PepperShaker_bar__plus_02_dot_84_bar__plus_00_dot_88_bar__plus_00_dot_47 loc_bar__minus_8_bar_5_bar_3_bar_0)
        (pickupable PepperShaker_bar__plus_02_dot_84_bar__plus_00_dot_88_bar__plus_00_dot_47)
        (objectType SoapBottle_bar__plus_02_dot_82_bar__plus_00_dot_20_bar__plus_00_dot_27 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_02_dot_82_bar__plus_00_dot_20_bar__plus_00_dot_27 Cabinet_bar__minus_02_dot_78_bar__plus_01_dot_80_bar__plus_00_dot_83)
        (objectAtLocation SoapBottle_bar__plus_02_dot_82_bar__plus_00_dot_20_bar__plus_00_dot_27 loc_bar__minus_8_bar_5_bar_3_bar_0)
        (pickupable SoapBottle_bar__plus_02_dot_82_bar__plus_00_dot_20_bar__plus_00_dot_27)
        (objectType Tomato_bar__plus_02_dot_97_bar__plus_01_dot_15_bar__minus_01_dot_63 TomatoType)
        (inReceptacle Tomato_bar__plus_02_dot_97_bar__plus_01_dot_15_bar__minus_01_dot_63 Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35)
        (objectAtLocation Tomato_bar__plus_02_dot_97_bar__plus_01_dot_15_bar__minus_01_dot_63 loc_bar__minus_8_bar_5_bar_3_bar_30)
        (pickupable Tomato_bar__plus_02_dot_97_bar__plus_01_dot_15_bar__minus_01_dot_63)
        (cleanable Tomato_bar__plus_02_dot_97_bar__plus_01_dot_15_bar__minus_01_dot_63)
        (heatable Tomato_bar__plus_02_dot_97_bar__plus_01_dot_15_bar__minus_01_dot_63)
        (coolable Tomato_bar__plus_02_dot_97_bar__plus_01_dot_15_bar__minus_01_dot_63)
        (sliceable Tomato_bar__plus_02_dot_97_bar__plus_01_dot_15_bar__minus_01_dot_63)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o BreadType)
                            (receptacleType ?r CounterTopType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
